// Client figures from the build: the gzipped JavaScript a first visit to / downloads (against the budget
// CI holds, scripts/check-bundle.mjs), and each lazy chunk, route screens first, with what it pulls in
// beyond the first visit's files. The counting is scripts/first-visit-js.mjs, which that check shares.
import { basename } from 'node:path';
import { checkBundle, FIRST_VISIT_BUDGET_BYTES } from '../scripts/check-bundle.mjs';
import { firstVisitJs, type LazyChunk } from '../scripts/first-visit-js.mjs';
import { buildPwaIfStale } from '../scripts/pwa-build.mjs';
import { recordFigures, recordTarget } from './results';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
/** "TasksPage" from "assets/TasksPage-D4P6voMW.js". */
const chunkName = (file: string) => basename(file, '.js').replace(/-[\w-]{8}$/, '');
const isScreen = (chunk: LazyChunk) => /(Page|Content)$/.test(chunkName(chunk.file));

export async function clientBundleBench(): Promise<void> {
  if (!(await buildPwaIfStale())) throw new Error('the PWA build failed');
  const js = firstVisitJs('dist/pwa');
  // What CI's budget counts: the first visit's files and the lazy chunks / itself loads (thumbhash).
  const { total, files } = checkBundle('dist/pwa');
  const lazyOnHome = js.lazy.filter((c) => files.includes(c.file));
  console.log(
    `${'client: first visit to /, JavaScript gzipped'.padEnd(44)} ${kb(total).padStart(10)}  (${[
      ...js.firstVisit.map((f) => `${chunkName(f.file)} ${kb(f.gzipBytes)}`),
      ...lazyOnHome.map((c) => `${chunkName(c.file)} ${kb(c.withImportsGzipBytes)}, lazy`),
    ].join(', ')})`,
  );
  const screens = js.lazy.filter(isScreen);
  console.log(`  each screen's chunk, gzipped (with the chunks it adds beyond the first visit):`);
  for (const chunk of screens) {
    console.log(
      `    ${chunkName(chunk.file).padEnd(28)} ${kb(chunk.gzipBytes).padStart(9)}  (${kb(chunk.withImportsGzipBytes)})`,
    );
  }
  const others = js.lazy.filter((c) => !isScreen(c) && !lazyOnHome.includes(c));
  console.log(
    `  other lazy chunks: ${others.map((c) => `${chunkName(c.file)} ${kb(c.gzipBytes)}`).join(', ')}`,
  );
  recordFigures('clientBundle', { ...js, firstVisitWithLazyOnHomeGzipBytes: total });
  recordTarget({
    name: 'first visit to /: JavaScript gzipped',
    goal: `≤ ${kb(FIRST_VISIT_BUDGET_BYTES)}`,
    measured: kb(total),
    met: total <= FIRST_VISIT_BUDGET_BYTES,
  });
}
