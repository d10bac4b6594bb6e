// Prints an account's figures beside the other parts' and records the heavy account's targets (issue 31,
// "Fast for a heavy traveller"). A missed target is reported, never an error.
import { SEARCHED_PLACE } from '../e2e/heavy-account-content';
import type { AccountFigures } from './heavy-account-measure';
import { median, worst } from './heavy-account-runs';
import { recordTarget } from './results';

/**
 * The heavy account's initial pull as the code sent it before issue 31's work, in bytes as transferred
 * (response headers and compressed bodies): measured on 2026-11-29 at commit 2267bfd, headless Chromium
 * on two shared cores, three runs of 5,513,443 to 5,516,284 bytes (13 pages, 20.0 MiB of JSON, each public
 * blog sent twice: in the owner's scope and in the public feed). The target is at most 55% of it.
 */
export const HEAVY_PULL_BASELINE_BYTES = 5_515_000;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
const ms = (values: readonly number[]) => values.map((v) => v.toFixed(0)).join(', ');
const s = (values: readonly number[]) => values.map((v) => v.toFixed(1)).join(', ');

function line(label: string, value: string, unit: string, note: string): void {
  console.log(`${label.padEnd(52)} ${value.padStart(8)} ${unit.padEnd(8)} (${note})`);
}

export function printAccount(f: AccountFigures): void {
  const name = `${f.size} account`;
  const t = f.tasksPage;
  const { steps } = f;
  console.log(
    `${name}: ${f.tasks} tasks, ${f.blogs} blogs (${f.publicBlogs} public, ${f.photos} photos), seeded through the API in ${f.seedSeconds.toFixed(1)} s`,
  );
  line(
    `${name}: sign-in → "Synced"`,
    median(f.signInSeconds).toFixed(2),
    's',
    `median of ${f.signInSeconds.length}: ${s(f.signInSeconds)} s; first run: signed in ${(steps.signedInMs / 1000).toFixed(1)} s, first pull ${(steps.firstPullMs / 1000).toFixed(1)} s, ${(steps.pullsOnWireMs / 1000).toFixed(1)} s on the wire, last page ${(steps.lastPullMs / 1000).toFixed(1)} s`,
  );
  line(
    `${name}: initial pull`,
    mib(f.pull.transferredBytes),
    '',
    `${f.pull.transferredBytes} bytes; ${mib(f.pull.jsonBytes)} of JSON in ${f.pull.pages} pages (${f.pull.emptyPages} empty), ${f.pull.changes} changes; ${f.pull.viaServiceWorker} answered by the service worker`,
  );
  for (const [what, values] of [
    ['/tasks reloaded, first task', t.reloadMs],
    ['/tasks reloaded offline', t.offlineReloadMs],
    ['/tasks in a new tab, first task', t.coldMs],
    ['/tasks in a new tab, offline', t.offlineMs],
  ] as const)
    line(`${name}: ${what}`, median(values).toFixed(0), 'ms', `median of ${ms(values)}`);
  line(
    `${name}: /user-blogs in a new tab, first blog`,
    median(t.blogsColdMs).toFixed(0),
    'ms',
    `median of ${ms(t.blogsColdMs)}`,
  );
  line(
    `${name}: search keystroke → paint`,
    median(t.keystrokesMs).toFixed(0),
    'ms',
    `worst ${worst(t.keystrokesMs).toFixed(0)} ms; "${SEARCHED_PLACE}" typed and deleted, ${t.rowsFound} rows found; ${ms(t.keystrokesMs)}`,
  );
  line(
    `${name}: done toggle → shown`,
    median(t.togglesMs).toFixed(0),
    'ms',
    `worst ${worst(t.togglesMs).toFixed(0)} ms; ${ms(t.togglesMs)}; a second apart; "Synced" again ${t.syncedAfterToggleSeconds.toFixed(1)} s after the last`,
  );
  line(`${name}: DOM nodes on /tasks`, String(t.domNodes), 'nodes', `${t.rows} task rows`);
  const before = f.pull.transferredBytes;
  const after = f.afterEdits.pull;
  line(
    `${name}: new device's pull after 1 edit/doc`,
    mib(after.transferredBytes),
    '',
    `${((after.transferredBytes / before) * 100).toFixed(0)}% of before; ${mib(after.jsonBytes)} of JSON in ${after.pages} pages; synced in ${f.afterEdits.signInSeconds.toFixed(1)} s; edits pushed in ${f.editSeconds.toFixed(1)} s`,
  );
  console.log(`  ${name} measured in ${f.seconds.toFixed(0)} s`);
}

/** Every value ≤ most and the median ≤ mid. */
const within = (values: readonly number[], mid: number, most: number) =>
  values.length > 0 && median(values) <= mid && worst(values) <= most;

export function recordHeavyTargets(f: AccountFigures): void {
  const t = f.tasksPage;
  const name = (what: string) => `heavy account: ${what}`;
  const synced = median(f.signInSeconds);
  recordTarget({
    name: name('sign-in → "Synced"'),
    goal: '≤ 2 s',
    measured: `${synced.toFixed(2)} s`,
    met: synced <= 2,
  });
  // The issue measured a reload of the open /tasks ("cold reload of /tasks until painted"); a new tab, as
  // an app opened from the home screen is, starts a renderer and the app's scripts besides.
  for (const [what, values, most] of [
    ["/tasks painted, reloaded (the issue's measure)", t.reloadMs, 400],
    ['/tasks painted offline, reloaded', t.offlineReloadMs, 500],
    ['/tasks painted in a new tab', t.coldMs, 400],
    ['/tasks painted offline in a new tab', t.offlineMs, 500],
  ] as const) {
    const measured = median(values);
    recordTarget({
      name: name(what),
      goal: `≤ ${most} ms`,
      measured: `${measured.toFixed(0)} ms`,
      met: measured <= most,
    });
  }
  for (const [what, values] of [
    ['search keystrokes', t.keystrokesMs],
    ['done toggles', t.togglesMs],
  ] as const) {
    recordTarget({
      name: name(what),
      goal: 'each ≤ 100 ms, median ≤ 50 ms',
      measured: `median ${median(values).toFixed(0)} ms, worst ${worst(values).toFixed(0)} ms`,
      met: within(values, 50, 100),
    });
  }
  recordTarget({
    name: name('DOM nodes on /tasks'),
    goal: '< 3,000',
    measured: String(t.domNodes),
    met: t.domNodes < 3000,
  });
  const share = f.pull.transferredBytes / HEAVY_PULL_BASELINE_BYTES;
  recordTarget({
    name: name('initial pull bytes'),
    goal: `≤ 55% of ${mib(HEAVY_PULL_BASELINE_BYTES)}`,
    measured: `${mib(f.pull.transferredBytes)} (${(share * 100).toFixed(0)}%)`,
    met: share <= 0.55,
  });
  const grown = f.afterEdits.pull.transferredBytes / f.pull.transferredBytes;
  recordTarget({
    name: name('pull after one edit per document'),
    goal: 'same bytes as before (±5%)',
    measured: `${mib(f.afterEdits.pull.transferredBytes)} (${(grown * 100).toFixed(0)}% of before)`,
    met: Math.abs(grown - 1) <= 0.05,
  });
}
