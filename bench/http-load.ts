// HTTP under load (issue 16): the production server (main.ts, embedded store, request log off) and a bare
// Hono ceiling serving each route's bytes from memory, each in its own process on loopback, driven in turn
// by autocannon. Reads are held to ≥ 0.5 of their ceiling's req/s and a p99 within twice the ceiling's.
// Alone: npx tsx bench/http-load.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ServerProcess, startServer } from '../sync-server/src/testing/server-process';
import { startCeiling } from './ceiling-process';
import type { CeilingAnswer } from './ceiling-server';
import { LOAD_SECRET, type LoadData, pushTasks, seedLoadData, writerTasks } from './load-data';
import { answerOf, type LoadRoute, loadRoutes, PUSH_BATCH } from './load-routes';
import { CONNECTIONS, type LoadFigures, loadRun, SECONDS, WARM_UP_SECONDS } from './load-run';
import { recordFigures, recordTarget } from './results';

export interface RouteFigures {
  route: string;
  /** A write route's mutations acknowledged per second (2xx answers × batch size), and the tasks stored. */
  mutationsPerSec?: number;
  tasksStored?: number;
  server: LoadFigures;
  ceiling: LoadFigures;
  ratio: number;
  p99Ratio: number;
}

const f0 = (n: number) => n.toFixed(0);

function printRow(row: RouteFigures): void {
  const { server: s, ceiling: c } = row;
  const side = (x: LoadFigures) =>
    `${f0(x.reqPerSec).padStart(7)} ${f0(x.p50Ms).padStart(5)} ${f0(x.p99Ms).padStart(5)}`;
  const bad = s.non2xx + s.errors > 0 ? `  (${s.non2xx} non-2xx, ${s.errors} errors)` : '';
  const applied =
    row.mutationsPerSec === undefined
      ? ''
      : `  ${f0(row.mutationsPerSec)} mutations/s acknowledged, ${row.tasksStored} tasks stored`;
  console.log(
    `${row.route.padEnd(42)} ${side(s)} | ${side(c)} | ${row.ratio.toFixed(2).padStart(5)} ${row.p99Ratio.toFixed(1).padStart(5)}${applied}${bad}`,
  );
}

function targetsOf(row: RouteFigures): void {
  const ratio = `${row.ratio.toFixed(2)} (${f0(row.server.reqPerSec)} vs ${f0(row.ceiling.reqPerSec)} req/s)`;
  const clean = row.server.non2xx + row.server.errors === 0;
  recordTarget({
    name: `${row.route}: req/s`,
    goal: '≥ 0.5 × ceiling',
    measured: ratio,
    met: clean && row.ratio >= 0.5,
  });
  recordTarget({
    name: `${row.route}: p99`,
    goal: '≤ 2 × ceiling p99',
    measured: `${f0(row.server.p99Ms)} ms vs ${f0(row.ceiling.p99Ms)} ms`,
    met: clean && row.p99Ratio <= 2,
  });
}

/** The summary view is answered only once the server has it; before, the query is ignored (the whole list). */
async function served(url: string, route: LoadRoute): Promise<CeilingAnswer | null> {
  const answer = await answerOf(url, route);
  if (route.path.includes('view=summary') && !('blogs' in JSON.parse(answer.body))) return null;
  return { method: route.method, path: route.path, ...answer };
}

/**
 * Drives each route against the running server and against a ceiling process serving the server's bytes
 * for it, prints the table and records the read routes' targets. A route the server does not serve yet is
 * left out (said so).
 */
export async function againstCeiling(
  dir: string,
  serverUrl: string,
  data: LoadData,
  candidates: LoadRoute[],
): Promise<RouteFigures[]> {
  const routes: LoadRoute[] = [];
  const answers: CeilingAnswer[] = [];
  for (const route of candidates) {
    const answer = await served(serverUrl, route);
    if (!answer) {
      console.log(`${route.label}: not served by this server yet, left out`);
      continue;
    }
    routes.push(route);
    answers.push(answer);
  }
  const ceiling = await startCeiling(dir, answers);
  try {
    console.log(
      `HTTP under load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route and server (writes ${2 * SECONDS} s), loopback, each server in its own process; each read driven ${WARM_UP_SECONDS} s on both sides first, unmeasured, so the figures are the warmed code's.`,
    );
    console.log(
      `  Every request sends a browser's headers (Accept-Encoding: gzip, br), so the server's compression is included; the ceiling (bare Hono) answers the same bytes uncompressed from memory. Times in ms.`,
    );
    console.log(
      `${'route'.padEnd(42)} ${'server: req/s   p50   p99'} | ${'ceiling: req/s p50   p99'} | ratio  p99×`,
    );
    const rows: RouteFigures[] = [];
    for (const route of routes) {
      if (route.read) {
        await loadRun(ceiling.url, route, WARM_UP_SECONDS);
        await loadRun(serverUrl, route, WARM_UP_SECONDS);
      }
      const ceilingFigures = await loadRun(ceiling.url, route);
      const before = route.read ? 0 : await writerTasks(serverUrl, data);
      const serverFigures = await loadRun(serverUrl, route);
      const row: RouteFigures = {
        ...(!route.read && {
          mutationsPerSec:
            Math.max(0, serverFigures.reqPerSec - serverFigures.non2xx / route.seconds) * PUSH_BATCH,
          tasksStored: (await writerTasks(serverUrl, data)) - before,
        }),
        route: route.label,
        server: serverFigures,
        ceiling: ceilingFigures,
        ratio: serverFigures.reqPerSec / ceilingFigures.reqPerSec,
        p99Ratio: serverFigures.p99Ms / Math.max(1, ceilingFigures.p99Ms),
      };
      printRow(row);
      rows.push(row);
      if (route.read) targetsOf(row);
    }
    return rows;
  } finally {
    await ceiling.stop();
  }
}

export async function httpLoadBench(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-load-'));
  let server: ServerProcess | undefined;
  try {
    const data = await seedLoadData(join(dir, 'data'));
    server = await startServer({
      DATA_DIR: join(dir, 'data'),
      LOG_REQUESTS: 'false',
      SEED_SAMPLE_CONTENT: 'false',
      ADMIN_PASSWORD: 'bench-admin-pass',
      JWT_SECRET: LOAD_SECRET,
      // The figure is the server's throughput, not the per-account writes limit.
      WRITES_PER_MINUTE: '1000000',
    });
    await pushTasks(server.url, data.readerToken, 200);
    const rows = await againstCeiling(dir, server.url, data, loadRoutes(data));
    recordFigures('httpLoad', { connections: CONNECTIONS, seconds: SECONDS, routes: rows });
  } finally {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await httpLoadBench();
