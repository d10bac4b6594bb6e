// The export figure (issue 33): in headless Chromium on a phone-sized screen, against the real server and
// the production build, a blogger writes a blog of 20 photos (a hero and 19 beside the text) on the device
// while offline, so every photo is the device's own resized copy in IndexedDB, then presses "Download my
// blogs" on /my-account, still offline; the clock runs from the click until the page says the zip is done
// (the Blob download path, as on phones: the save picker is a native dialog a script cannot answer).
import { readFile } from 'node:fs/promises';
import { PHONE, startHarness } from '../e2e/harness';
import { signIn } from '../e2e/session';
import { buildPwaIfStale } from '../scripts/pwa-build.mjs';
import { noisyPhoto } from '../sync-server/src/testing/images';
import { recordFigures } from './results';

const ADMIN = { email: 'admin@example.com', password: 'bench-admin-pass' };
const PHOTOS = 20;

const line = (label: string, seconds: number, note: string) =>
  console.log(`${label.padEnd(44)} ${seconds.toFixed(2).padStart(8)} s        (${note})`);

export async function exportBench(): Promise<void> {
  if (!(await buildPwaIfStale())) throw new Error('the PWA build failed');
  const harness = await startHarness({ adminPassword: ADMIN.password, prefix: 'bench-export-' });
  const { server, browser } = harness;
  try {
    const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
    await context.addInitScript(() => {
      delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    });
    const page = await context.newPage();
    await signIn(page, server.url, ADMIN);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const photo = async (name: string) => ({
      name,
      mimeType: 'image/jpeg',
      buffer: Buffer.from(await noisyPhoto(1600, 1200)),
    });
    const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(`photo-${i}.jpg`)));

    await context.setOffline(true);
    await page.goto(`${server.url}/new-blog`);
    const main = page.locator('main');
    await main.getByLabel('blog title', { exact: true }).fill('Twenty photos');
    await main
      .getByLabel('blog text', { exact: true })
      .fill('A long walk along the coast, one photo at every bend.');
    await main.getByLabel('hero image', { exact: true }).setInputFiles(photos.slice(0, 1));
    await main.getByLabel('images', { exact: true }).setInputFiles(photos.slice(1));
    await page.waitForFunction(
      (count) => document.querySelectorAll('main .image-picker__item img').length === count,
      PHOTOS,
      { timeout: 120_000 },
    );
    await page.getByRole('button', { name: 'create blog', exact: true }).click();
    await page.waitForURL(/\/user-blog\/[\w-]+$/, { timeout: 120_000 });

    await page.goto(`${server.url}/my-account`);
    const button = main.getByRole('button', { name: 'Download my blogs', exact: true });
    await button.waitFor({ timeout: 30_000 });
    const started = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      button.click(),
    ]);
    await main.locator('.form-alert--success').filter({ hasText: 'Done:' }).waitFor({ timeout: 120_000 });
    const seconds = (performance.now() - started) / 1000;
    const bytes = (await readFile(await download.path())).length;
    const said = (await main.locator('.form-alert--success').textContent()) ?? '';
    line(
      `client: export a ${PHOTOS}-photo blog (offline)`,
      seconds,
      `a ${(bytes / 1024 / 1024).toFixed(1)} MiB zip from the device on a 360 px phone`,
    );
    recordFigures('export', { photos: PHOTOS, seconds, zipBytes: bytes, said });
    await context.setOffline(false);
  } finally {
    await harness.close();
  }
}
