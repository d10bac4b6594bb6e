// The photo figure of the sync benchmark: in headless Chromium against the real server and the production
// build, a blog with five photos (two of 12 megapixels, three smaller) is created offline through the new
// blog screen, then the browser goes online and the clock runs until the header says everything is synced
// (the outbox is empty, so every photo is uploaded and the blog pushed).
import type { Page } from 'playwright-core';
import { startHarness } from '../e2e/harness';
import { signIn } from '../e2e/session';
import { buildPwaIfStale } from '../scripts/pwa-build.mjs';
import { noisyPhoto } from '../sync-server/src/testing/images';
import { onlineToSynced } from './online-to-synced';
import { recordFigures } from './results';

const ADMIN = { email: 'admin@example.com', password: 'bench-admin-pass' };

/** A photo of noise, so its size after the device's resize is that of a real photo, not a flat colour. */
const noisyJpeg = async (name: string, width: number, height: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await noisyPhoto(width, height),
});

const line = (label: string, seconds: number, note: string) =>
  console.log(`${label.padEnd(44)} ${seconds.toFixed(2).padStart(8)} s        (${note})`);

async function waitForStatus(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.sync-status').filter({ hasText: text }).waitFor({ timeout: 120_000 });
}

interface Span {
  path: string;
  start: number;
  end: number;
}

/** From `online` to the first request, the photo uploads, the push, and what followed until "Synced". */
function breakdown(requests: readonly Span[], online: number, synced: number): string {
  const first = Math.min(...requests.map((r) => r.start));
  const photos = requests.filter((r) => r.path.startsWith('/api/sync/images/'));
  const pushes = requests.filter((r) => r.path === '/api/sync/push');
  const from = Math.min(...photos.map((r) => r.start));
  const to = Math.max(...photos.map((r) => r.end));
  const pushed = Math.max(...pushes.map((r) => r.end));
  const ms = (n: number) => `${Math.round(n)} ms`;
  return [
    `first request ${ms(first - online)}`,
    `photos ${ms(to - from)} (${photos.length} requests)`,
    `push ${ms(pushed - to)}`,
    `then ${ms(synced - pushed)}`,
  ].join(', ');
}

export async function photoSyncBench(): Promise<void> {
  if (!(await buildPwaIfStale())) throw new Error('the PWA build failed');
  const [hero, second, ...small] = await Promise.all([
    noisyJpeg('hero.jpg', 4000, 3000),
    noisyJpeg('second.jpg', 4000, 3000),
    noisyJpeg('a.jpg', 1600, 1200),
    noisyJpeg('b.jpg', 1200, 900),
    noisyJpeg('c.jpg', 1024, 768),
  ]);
  if (!hero || !second) throw new Error('the photos could not be made');
  const harness = await startHarness({ adminPassword: ADMIN.password, prefix: 'bench-photos-' });
  const { server, browser } = harness;
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server.url, ADMIN);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.goto(`${server.url}/new-blog`);
    await waitForStatus(page, /^Synced$/);

    await context.setOffline(true);
    const field = (label: string) => page.locator('main').getByLabel(label, { exact: true });
    await field('blog title').fill('Five photos');
    await field('hero image').setInputFiles(hero);
    await field('images').setInputFiles([second, ...small]);
    const creating = performance.now();
    await page.getByRole('button', { name: 'create blog', exact: true }).click();
    await page.waitForURL(/\/user-blog\/[\w-]+$/, { timeout: 120_000 });
    const created = (performance.now() - creating) / 1000;
    // The blog, and the draft the screen kept while it was filled in, wait in the outbox.
    await waitForStatus(page, /changes? waiting$/);
    const bytes = await page.evaluate(async () => {
      const names = (await indexedDB.databases()).map((d) => d.name ?? '');
      const name = names.find((n) => n.startsWith('travel-blog-user-'));
      if (!name) return 0;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const sizes = await new Promise<{ size: number }[]>((resolve, reject) => {
        const all = db.transaction('blobs').objectStore('blobs').getAll();
        all.onsuccess = () => resolve(all.result as { size: number }[]);
        all.onerror = () => reject(all.error);
      });
      db.close();
      return sizes.reduce((sum, b) => sum + b.size, 0);
    });

    const requests: Span[] = [];
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      const { startTime, responseEnd } = request.timing();
      if (pathname.startsWith('/api/sync/'))
        requests.push({ path: pathname, start: startTime, end: startTime + responseEnd });
    });
    const online = Date.now();
    const seconds = await onlineToSynced(context, page);
    line('client: create a blog of five photos offline', created, 'resize and store on the device');
    line(
      'client: online → synced, five photos (two 12 MP)',
      seconds,
      `${(bytes / 1024 / 1024).toFixed(1)} MiB of resized photos`,
    );
    console.log(`  where the time went: ${breakdown(requests, online, online + seconds * 1000)}`);
    recordFigures('photoSync', {
      createOfflineSeconds: created,
      onlineToSyncedSeconds: seconds,
      resizedBytes: bytes,
    });
  } finally {
    await harness.close();
  }
}
