// Reads of the large store one request at a time, over HTTP with a browser's headers (so the answers are
// compressed, as a device receives them): a new device's initial pull, all its pages, and a page asked for
// again and again.
import type { PullResponse } from '../shared/sync/protocol';
import { BROWSER_HEADERS } from './load-routes';
import { percentile } from './timed';

export interface PullFigures {
  /** Tasks received: the profile, which comes with a first pull, is not counted. */
  tasks: number;
  pages: number;
  seconds: number;
}

const signedIn = (token: string) => ({ headers: { ...BROWSER_HEADERS, authorization: `Bearer ${token}` } });

async function json<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, signedIn(token));
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** A device with no cursor pulls until the server says there is no more. */
export async function initialPull(url: string, token: string): Promise<PullFigures> {
  const started = performance.now();
  let [cursor, tasks, pages] = ['', 0, 0];
  for (;;) {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page = await json<PullResponse>(`${url}/api/sync/pull${query}`, token);
    pages += 1;
    tasks += page.changes.filter((change) => change.entity === 'task').length;
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return { tasks, pages, seconds: (performance.now() - started) / 1000 };
}

export interface RepeatedFigures {
  medianMs: number;
  p95Ms: number;
  runs: number;
}

/** The same GET, `runs` times in turn after one that warms the code paths up. */
export async function repeatedGet(url: string, token: string, runs: number): Promise<RepeatedFigures> {
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    await json<unknown>(url, token);
    if (run > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { medianMs: percentile(times, 50), p95Ms: percentile(times, 95), runs };
}
