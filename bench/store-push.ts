// Sync pushes from several devices at once through the real route, as a server meets them: each device
// its own account and clientId, sending its next batch of task creates as soon as the last was answered.
// A mutation counts once the server has answered it applied; the store answers only after the commit
// holding it is synced to disk (synchronous=FULL), so every one counted is durable.

import { newId } from '../shared/ids';
import type { PushResponse } from '../shared/sync/protocol';
import { DEFAULT_LIMITS } from '../sync-server/src/services/quotas/limits';
import { taskBatch } from './load-data';
import { BROWSER_HEADERS, PUSH_BATCH } from './load-routes';
import { percentile } from './timed';

export interface PushFigures {
  devices: number;
  acknowledged: number;
  requests: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** One device's pushes until the time is up, or until its account's task quota would refuse the next. */
async function device(url: string, token: string, until: number, latencies: number[]): Promise<number> {
  const clientId = newId().replaceAll('-', '');
  const headers = {
    ...BROWSER_HEADERS,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  };
  let [seq, acknowledged] = [0, 0];
  while (performance.now() < until && seq + PUSH_BATCH <= DEFAULT_LIMITS.tasks) {
    const started = performance.now();
    const res = await fetch(`${url}/api/sync/push`, {
      method: 'POST',
      headers,
      body: JSON.stringify(taskBatch(PUSH_BATCH, clientId, seq)),
    });
    if (!res.ok) throw new Error(`a push answered ${res.status}: ${await res.text()}`);
    const answer: PushResponse = await res.json();
    latencies.push(performance.now() - started);
    acknowledged += answer.results.filter((r) => r.status === 'applied').length;
    seq += PUSH_BATCH;
  }
  return acknowledged;
}

export async function pushFromDevices(url: string, tokens: string[], seconds: number): Promise<PushFigures> {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const counts = await Promise.all(tokens.map((token) => device(url, token, until, latencies)));
  const elapsed = (performance.now() - started) / 1000;
  const acknowledged = counts.reduce((a, b) => a + b, 0);
  latencies.sort((a, b) => a - b);
  return {
    devices: tokens.length,
    acknowledged,
    requests: latencies.length,
    seconds: elapsed,
    perSecond: acknowledged / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}
