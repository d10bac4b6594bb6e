// The bundle budget (issue 16, run by `npm run test:e2e` right after `vite build`): a first visit to /
// may download at most 150 kB of gzipped JavaScript. Prints what the first visit loads, chunk by chunk,
// and the lazy chunks; exits 1 over the budget. The counting is scripts/first-visit-js.mjs, shared with
// the bench; e2e/first-visit.e2e.test.ts checks in Chromium that / loads exactly what is counted here.
// BUNDLE_BUDGET_BYTES overrides the budget, to see the check fail on purpose.
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstVisitJs } from './first-visit-js.mjs';

export const FIRST_VISIT_BUDGET_BYTES = 150_000;

/**
 * Lazy chunks that / itself loads for a visitor, counted with the first visit: the featured cards' photo
 * placeholders are drawn by a worker (pwa/src/features/blogs/placeholder.worker.ts, thumbhash inside).
 */
export const LAZY_ON_HOME = ['placeholder.worker'];

/** "placeholder.worker" from "assets/placeholder.worker-B2s7kK0R.js". */
export const chunkName = (file) => basename(file, '.js').replace(/-[\w-]{8}$/, '');

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const row = (name, bytes) => `  ${name.padEnd(52)} ${kb(bytes).padStart(9)}`;

/**
 * @param {string} dir the build (dist/pwa)
 * @param {number} budget gzipped bytes
 * @returns {{ ok: boolean, total: number, report: string, files: string[] }} `files`: what / loads
 */
export function checkBundle(dir, budget = FIRST_VISIT_BUDGET_BYTES) {
  const js = firstVisitJs(dir);
  const onHome = js.lazy.filter((chunk) => LAZY_ON_HOME.includes(chunkName(chunk.file)));
  const total = js.firstVisitGzipBytes + onHome.reduce((sum, chunk) => sum + chunk.withImportsGzipBytes, 0);
  const ok = total <= budget;
  const lines = [
    'First visit to / (gzipped JavaScript):',
    ...[...js.firstVisit]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((f) => row(basename(f.file), f.gzipBytes)),
    ...onHome.map((c) => row(`${basename(c.file)} (lazy, loaded by /)`, c.withImportsGzipBytes)),
    row('total', total),
    row('budget', budget),
    ok
      ? `Within the budget (${kb(budget - total)} to spare).`
      : `OVER THE BUDGET by ${kb(total - budget)}: a first visit to / downloads ${kb(total)} of gzipped JavaScript, ` +
        `at most ${kb(budget)} allowed. Load what / does not need lazily (pwa/src/routes, vite.config.ts chunks).`,
    `Lazy chunks (${js.lazy.length - onHome.length}, loaded where they are used; with what they add beyond the first visit):`,
    ...js.lazy
      .filter((chunk) => !onHome.includes(chunk))
      .sort((a, b) => b.withImportsGzipBytes - a.withImportsGzipBytes)
      .map((c) => `${row(basename(c.file), c.gzipBytes)}  (${kb(c.withImportsGzipBytes)})`),
  ];
  const files = [...js.firstVisit.map((f) => f.file), ...onHome.map((c) => c.file)];
  return { ok, total, report: lines.join('\n'), files };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const budget = Number(process.env.BUNDLE_BUDGET_BYTES ?? FIRST_VISIT_BUDGET_BYTES);
  const { ok, report } = checkBundle('dist/pwa', budget);
  console.log(report);
  if (!ok) process.exit(1);
}
