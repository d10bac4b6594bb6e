// One autocannon run of one route against one server: 50 connections for a few seconds, each request made
// by the route (so a write sends a new batch every time).
import autocannon from 'autocannon';
import type { LoadRoute } from './load-routes';

export const CONNECTIONS = 50;
export const SECONDS = 5;

export interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx, and connection errors and timeouts: a figure with these is suspect. */
  non2xx: number;
  errors: number;
}

export async function loadRun(url: string, route: LoadRoute): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${url}${route.path}`,
    connections: CONNECTIONS,
    duration: route.seconds,
    method: route.method,
    requests: [
      {
        method: route.method,
        path: route.path,
        setupRequest: (request) => ({ ...request, ...route.request() }),
      },
    ],
  });
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
