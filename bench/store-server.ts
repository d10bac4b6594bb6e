// The store bench's server, in a process of its own so that its memory and its event loop are the store's
// and the app's alone: main.ts's start-up on the bench's data dir (the store opened on the existing file,
// then the indexes and the start-up sweeps), then the app on a free port. The figures the product does not
// report (the open's time, the event loop's delays, the longest SQLite call, resident memory) go to the
// bench over the IPC channel, so the product needs no route or variable for them. Started by
// store-process.ts with the server's usual environment.
import { createHistogram, PerformanceObserver } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createBlobStore, createDocumentStore, createMailer } from '../sync-server/src/config/adapters';
import { resolveConfig } from '../sync-server/src/config/config';
import { parseEnv } from '../sync-server/src/config/env';
import { createApp } from '../sync-server/src/http/app';
import { startHttpServer } from '../sync-server/src/http/node-server';
import { consoleLogger } from '../sync-server/src/log';
import { sweepOrphanImages } from '../sync-server/src/services/images/orphan-sweep';
import { ensureIndexes } from '../sync-server/src/services/indexes';
import { sweepPendingFeed } from '../sync-server/src/services/sync/blog-feed';
import { sweepUnusedImages } from '../sync-server/src/services/sync/images';
import { sweepAbandonedUploads } from '../sync-server/src/services/sync/upload-sweep';
import { TASKS } from '../sync-server/src/services/tasks/task-doc';
import type { Period, StoreServerMessage } from './store-process';
import { takeSqliteCalls, watchSqliteCalls } from './store-sqlite-calls';

// A tick every millisecond, and the time between two ticks: the event loop held for that long. A sampler of
// its own rather than monitorEventLoopDelay, whose reset() loses the first delay after it. On a machine busy
// with other work the process also waits for a core, so each gap's CPU time is taken too: the smaller of
// the two is what the process itself held the loop for (an upper bound, as other threads of it, zlib's
// and the collector's, count too).
const TICK_MS = 1;
let [lastTick, lastCpu] = [performance.now(), process.cpuUsage()];
const longest = { wallMs: 0, ownMs: 0 };
const gaps = createHistogram();
setInterval(() => {
  const [now, cpu] = [performance.now(), process.cpuUsage()];
  const wallMs = now - lastTick;
  const ownMs = Math.min(wallMs, (cpu.user + cpu.system - lastCpu.user - lastCpu.system) / 1000);
  gaps.record(Math.max(1, Math.round(wallMs * 1000)));
  longest.wallMs = Math.max(longest.wallMs, wallMs);
  longest.ownMs = Math.max(longest.ownMs, ownMs);
  [lastTick, lastCpu] = [now, cpu];
}, TICK_MS);

watchSqliteCalls();

// The collector's pauses hold the loop too; the longest of a period tells them from the app's own work.
let longestGcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestGcMs = Math.max(longestGcMs, entry.duration);
}).observe({ entryTypes: ['gc'] });

/** What happened since the last period: a stall is seen at the first tick after it. */
async function period(): Promise<Period> {
  await sleep(5 * TICK_MS);
  const figures: Period = {
    stallMs: longest.wallMs,
    ownStallMs: longest.ownMs,
    gcMs: longestGcMs,
    stallP99Ms: gaps.percentile(99) / 1000,
    sqlite: takeSqliteCalls(),
    rssBytes: process.memoryUsage().rss,
    heapBytes: process.memoryUsage().heapTotal,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  };
  gaps.reset();
  Object.assign(longest, { wallMs: 0, ownMs: 0 });
  longestGcMs = 0;
  return figures;
}

const send = (message: StoreServerMessage) => process.send?.(message);

const config = await resolveConfig(parseEnv(process.env));
// Loading the code is not the open: the open's period starts here.
await period();
const log = consoleLogger;
const rssBeforeOpen = process.memoryUsage().rss;
const started = performance.now();
const store = await createDocumentStore(config, log.info);
await store.collection(TASKS).findOne({});
const openMs = performance.now() - started;
const open = await period();

// What main.ts does before it listens; each sweep reads the store for what it might drop.
const startupStarted = performance.now();
const deps = { config, store, blobs: await createBlobStore(config), mailer: await createMailer(config), log };
await ensureIndexes(store);
await sweepPendingFeed(deps);
await Promise.all([sweepUnusedImages(deps), sweepAbandonedUploads(deps)]);
await sweepOrphanImages(deps);
const startupMs = performance.now() - startupStarted;
const startup = await period();

const app = createApp(deps);
startHttpServer(app.fetch, { port: 0, hostname: '127.0.0.1' }, (port) =>
  send({ kind: 'ready', port, rssBeforeOpen, openMs, open, startupMs, startup }),
);
process.on('message', async (request) => {
  if (request === 'period') send({ kind: 'period', period: await period() });
});
