// One autocannon run of one route against one server: 50 connections for a few seconds, each request made
// by the route (so a write sends a new batch every time).
import autocannon from 'autocannon';
import type { LoadRoute } from './load-routes';

export const CONNECTIONS = 50;
export const SECONDS = 5;
/**
 * A read is driven this long before it is measured, on each side: a process's first seconds under load
 * are V8 compiling its hot paths, which says how long start-up takes, not how fast the route is served.
 */
export const WARM_UP_SECONDS = 2;

export interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx, and connection errors and timeouts: a figure with these is suspect. */
  non2xx: number;
  errors: number;
}

export async function loadRun(url: string, route: LoadRoute, seconds = route.seconds): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${url}${route.path}`,
    connections: CONNECTIONS,
    duration: seconds,
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
