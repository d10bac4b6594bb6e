// The client figures measured in headless Chromium against the real server and the production build: a
// 12 MP photo resized and hashed on the device, the offline cold start of /tasks, and Lighthouse.
// Alone: npx tsx bench/client-browser.ts (builds the PWA first when the build is stale).
import { pathToFileURL } from 'node:url';
import { ADMIN, startHarness } from '../e2e/harness';
import { buildPwaIfStale } from '../scripts/pwa-build.mjs';
import { lighthouseBench } from './client-lighthouse';
import { deviceImageFigures } from './device-images';
import { offlineColdStartMs } from './offline-cold-start';
import { printTargets, recordFigures } from './results';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export async function clientBrowserBench(): Promise<void> {
  if (!(await buildPwaIfStale())) throw new Error('the PWA build failed');
  const harness = await startHarness({ prefix: 'bench-browser-' });
  const { server, browser } = harness;
  try {
    const photo = await deviceImageFigures(browser, server.url);
    console.log(
      `${'device: resize + SHA-256 of a 12 MP photo'.padEnd(44)} ${photo.medianMs.toFixed(0).padStart(8)} ms/photo  (median of ${photo.runsMs.length}, Chromium, the built resize worker; ${mb(photo.photoBytes)} → ${photo.resized.width}×${photo.resized.height}, ${mb(photo.resized.bytes)})`,
    );
    recordFigures('deviceImages', photo);

    const cold = await offlineColdStartMs(browser, server.url, ADMIN);
    console.log(
      `${'client: offline cold start of /tasks'.padEnd(44)} ${cold.medianMs.toFixed(0).padStart(8)} ms  (navigation start to the first task drawn, service worker, offline; median of ${cold.runsMs.length})`,
    );
    recordFigures('offlineColdStart', cold);

    await lighthouseBench(server.url, ADMIN);
  } finally {
    await harness.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await clientBrowserBench();
  printTargets();
}
