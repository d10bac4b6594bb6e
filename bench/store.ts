// The embedded store at scale (issue 28): the server on a store of 100,000 task documents over 1,000
// users, and 10,000 users, in a process of its own (store-server.ts) so that its memory and its event loop
// are the store's and the app's, not the bench's. Measured there: the open on the existing file, resident
// memory, the event loop's longest stall through the whole run (the start-up sweeps, which main.ts repeats
// hourly, and the commits, inside which SQLite checkpoints, included). Measured against it over HTTP: a new
// device's pull of 10,000 tasks, the admin users page, pushes from 16 devices at once, and the task list
// and users page under load against their bare-Hono ceiling (http-load.ts). Alone: npx tsx bench/store.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openEmbeddedStore } from '../sync-server/src/adapters/document-store/embedded';
import { TASKS } from '../sync-server/src/services/tasks/task-doc';
import { againstCeiling } from './http-load';
import { LOAD_SECRET, pushTasks, writerTasks } from './load-data';
import { loadRoutes } from './load-routes';
import { SECONDS, WARM_UP_SECONDS } from './load-run';
import { printTargets } from './results';
import { PULLED, seedStoreData, TASK_OWNERS } from './store-data';
import { type Period, type StoreServer, startStoreServer } from './store-process';
import { pushFromDevices } from './store-push';
import { initialPull, repeatedGet } from './store-reads';
import { ms, printPeriods, reportStore } from './store-report';

const DEVICES = 16;
const READER_TASKS = 200;

/** The read routes whose ceiling the store's size could move: one user's list, and a page of all users. */
const STORE_READS = ['/api/tasks/', '/api/admin/users/?page=1'];

export async function storeBench(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-store-'));
  const dataDir = join(dir, 'data');
  let server: StoreServer | undefined;
  try {
    const data = await seedStoreData(dataDir);
    console.log(
      `Embedded store at scale: ${data.tasks} tasks (${data.taskBytes.toFixed(0)} bytes each as JSON) over ${TASK_OWNERS} users, one of them with ${PULLED}, and 10,000 users; the server in its own process.`,
    );
    console.log(
      `  seeded in ${data.seedSeconds.toFixed(1)} s, of which the tasks and their change-log entries through insertMany (batches of 1,000) ${data.tasksSeconds.toFixed(1)} s`,
    );
    server = await startStoreServer({
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      JWT_SECRET: LOAD_SECRET,
      // The figure is the server's throughput, not the per-account writes limit.
      WRITES_PER_MINUTE: '1000000',
    });
    const { url, ready } = server;
    console.log(
      `  open on the existing file, first query answered: ${ms(ready.openMs)} (longest event-loop block ${ms(ready.open.stallMs)}); then indexes and start-up sweeps ${ms(ready.startupMs)}`,
    );
    await pushTasks(url, data.readerToken, READER_TASKS);
    const firstRequests = await server.period();

    // The pull's code is warmed on another user's 90 tasks, so the figure is the 10,000 tasks' pages.
    await initialPull(url, data.warmToken);
    const pull = await initialPull(url, data.pullerToken);
    const pullAgain = await initialPull(url, data.pullerToken);
    const pulls = await server.period();
    console.log(
      `  initial pull of ${pull.tasks} tasks: ${pull.seconds.toFixed(2)} s in ${pull.pages} pages (again: ${pullAgain.seconds.toFixed(2)} s)`,
    );

    const usersPage = await repeatedGet(`${url}/api/admin/users/?page=1`, data.adminToken, 20);
    const adminPage = await server.period();
    console.log(
      `  GET /api/admin/users/?page=1 (of 10,000 users): median ${ms(usersPage.medianMs)}, p95 ${ms(usersPage.p95Ms)} (${usersPage.runs} in turn)`,
    );

    const reads = loadRoutes(data)
      .filter((route) => STORE_READS.includes(route.path))
      .map((route) => ({ ...route, label: `${route.label} [100k store]` }));
    const underLoad = await againstCeiling(dir, url, data, reads);
    const loaded = await server.period();

    // Other accounts push first, unmeasured, as the reads are warmed (load-run.ts).
    const warm = await pushFromDevices(url, data.writerTokens.slice(DEVICES, 2 * DEVICES), WARM_UP_SECONDS);
    const pushWarmUp = await server.period();
    const before = await writerTasks(url, data);
    const push = await pushFromDevices(url, data.writerTokens.slice(0, DEVICES), 2 * SECONDS);
    const stored = (await writerTasks(url, data)) - before;
    const pushes = await server.period();
    const commits = pushes.sqlite.commits;
    console.log(
      `  sync push, ${DEVICES} devices, batches of 50: ${push.perSecond.toFixed(0)} mutations/s acknowledged (${push.acknowledged} in ${push.seconds.toFixed(1)} s, ${stored} stored; p50 ${ms(push.p50Ms)}, p99 ${ms(push.p99Ms)} a batch; ${commits} commits, each synced to disk before its batches were answered: synchronous=FULL, the store's default)`,
    );

    const periods: [string, Period][] = [
      ['open', ready.open],
      ['start-up: indexes, sweeps (hourly after)', ready.startup],
      [`first requests (reader's ${READER_TASKS} tasks pushed)`, firstRequests],
      ['initial pulls', pulls],
      ['admin users page, in turn', adminPage],
      ['reads under load (and the ceiling runs)', loaded],
      [`pushes, warm-up (${warm.acknowledged} from other accounts)`, pushWarmUp],
      [`pushes from ${DEVICES} devices`, pushes],
    ];
    console.log(
      `  Inside the server process, per period (stall: the event loop's longest, wall clock; own: the process's CPU time in it; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores):`,
    );
    printPeriods(periods);

    await server.stop();
    server = undefined;
    // Killed, not closed: what it acknowledged must be in the file all the same.
    const reopened = await openEmbeddedStore(dataDir);
    const kept = await reopened.collection(TASKS).count();
    await reopened.close();
    const expected = data.tasks + READER_TASKS + warm.acknowledged + push.acknowledged;
    console.log(`  after the server was killed, the store holds ${kept} tasks (${expected} acknowledged)`);

    reportStore({
      data,
      ready,
      periods,
      reads: [pulls, adminPage, loaded],
      last: pushes,
      pull,
      pullAgain,
      usersPage,
      underLoad,
      push: { ...push, stored, commits },
      kept,
      expected,
    });
  } finally {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await storeBench();
  printTargets();
}
