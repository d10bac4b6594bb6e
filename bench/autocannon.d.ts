// The part of autocannon 8's programmatic API the bench uses (the package ships no types, and
// @types/autocannon describes version 7).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface RequestStep extends RawRequest {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Options extends RawRequest {
    url: string;
    connections?: number;
    duration?: number;
    requests?: RequestStep[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
