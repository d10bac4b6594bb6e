// What the store-scale bench prints of the server's inside, and the figures and targets it records. The
// stall target is judged on the process's own share of each gap: on a machine busy with other work (the
// project's 2 cores are shared) a wall-clock gap is also the time the process waited for a core.
import type { RouteFigures } from './http-load';
import { recordFigures, recordTarget } from './results';
import { PULLED, type StoreData } from './store-data';
import type { Period, Ready } from './store-process';
import type { PushFigures } from './store-push';
import type { PullFigures, RepeatedFigures } from './store-reads';

const RSS_LIMIT = 250e6;
const STALL_LIMIT_MS = 50;
const PUSH_GOAL = 5000;

export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

export function printPeriods(periods: [string, Period][]): void {
  const head = ['stall', 'own', 'p99', 'GC', 'RSS', 'heap', 'commits', 'in them']
    .map((h) => h.padStart(8))
    .join('');
  console.log(`  ${'period'.padEnd(42)}${head}  longest SQLite call`);
  for (const [label, p] of periods) {
    const { commits, commitMs } = p.sqlite;
    const columns = [
      ...[p.stallMs, p.ownStallMs, p.stallP99Ms, p.gcMs].map(ms),
      ...[p.rssBytes, p.heapBytes].map(mb),
      String(commits),
      ms(commitMs),
    ];
    const sql = p.sqlite.slowest.sql.replace(/\s+/g, ' ').slice(0, 60);
    console.log(
      `  ${label.padEnd(42)}${columns.map((c) => c.padStart(8)).join('')}  ${ms(p.sqlite.slowest.ms)} ${sql}`,
    );
  }
}

export interface StoreRun {
  data: StoreData;
  ready: Ready;
  periods: [string, Period][];
  /** The periods of the reads (the pulls, the users page, the reads under load): memory is judged after each. */
  reads: Period[];
  last: Period;
  pull: PullFigures;
  pullAgain: PullFigures;
  usersPage: RepeatedFigures;
  underLoad: RouteFigures[];
  push: PushFigures & { stored: number; commits: number };
  /** Tasks in the file after the server was killed, and how many it had acknowledged in all. */
  kept: number;
  expected: number;
}

export function reportStore(run: StoreRun): void {
  const { data, ready, periods, push, pull, kept, expected } = run;
  const [worstLabel, worst] = periods.reduce((a, b) => (b[1].ownStallMs > a[1].ownStallMs ? b : a));
  const slowestSql = periods.map(([, p]) => p.sqlite.slowest).reduce((a, b) => (b.ms > a.ms ? b : a));
  recordFigures('store', {
    tasks: data.tasks,
    taskBytes: data.taskBytes,
    seedSeconds: data.seedSeconds,
    tasksSeedSeconds: data.tasksSeconds,
    rssBeforeOpenBytes: ready.rssBeforeOpen,
    openMs: ready.openMs,
    startupMs: ready.startupMs,
    periods: Object.fromEntries(periods),
    pull,
    pullAgain: run.pullAgain,
    adminUsersPage: run.usersPage,
    underLoad: run.underLoad,
    push,
    tasksAfterKill: { kept, expected },
  });
  recordTarget({
    name: 'store: open, 100,000 tasks',
    goal: '< 1 s',
    measured: `${ms(ready.openMs)} (event loop held ${ms(ready.open.stallMs)})`,
    met: ready.openMs < 1000,
  });
  const [opened, afterReads] = [ready.open.rssBytes, Math.max(...run.reads.map((p) => p.rssBytes))];
  recordTarget({
    name: 'store server: resident memory',
    goal: '< 250 MB',
    measured: `${mb(opened)} after open, ${mb(afterReads)} after reads at most (${mb(ready.rssBeforeOpen)} before open, peak ${mb(run.last.peakRssBytes)})`,
    met: Math.max(opened, afterReads) < RSS_LIMIT,
  });
  recordTarget({
    name: 'store server: longest event-loop stall',
    goal: `≤ ${STALL_LIMIT_MS} ms`,
    measured: `${ms(worst.ownStallMs)} own in ${worstLabel} (${ms(worst.stallMs)} wall); longest SQLite call ${ms(slowestSql.ms)}, ${slowestSql.sql.split(' ')[0]}`,
    met: worst.ownStallMs <= STALL_LIMIT_MS,
  });
  recordTarget({
    name: `store: sync push, ${push.devices} devices`,
    goal: `≥ ${PUSH_GOAL.toLocaleString('en')} mutations/s, each synced`,
    measured: `${push.perSecond.toFixed(0)} /s (${push.stored} of ${push.acknowledged} acknowledged stored, ${expected - kept} missing after a kill)`,
    met: push.perSecond >= PUSH_GOAL && push.stored === push.acknowledged && kept === expected,
  });
  recordTarget({
    name: `store: initial pull of ${PULLED} tasks`,
    goal: '< 1 s',
    measured: `${pull.seconds.toFixed(2)} s (${pull.tasks} tasks, ${pull.pages} pages)`,
    met: pull.seconds < 1 && pull.tasks === PULLED,
  });
}
