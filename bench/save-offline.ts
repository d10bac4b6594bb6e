// The save-for-offline figure (issue 17): in headless Chromium on a phone-sized screen, against the real
// server and the production build, a signed-in reader opens someone else's public blog of 20 photos (a hero
// and 19 beside the text) and saves it for offline reading; the clock runs from the click on "save for
// offline" until the page says "saved for offline" (the text and every photo kept on the device).
import { registerUser } from '../e2e/accounts-api';
import { PHONE, startHarness } from '../e2e/harness';
import { callApi, loginToken, signIn } from '../e2e/session';
import { buildPwaIfStale } from '../scripts/pwa-build.mjs';
import { noisyPhoto } from '../sync-server/src/testing/images';
import { recordFigures } from './results';

const ADMIN = { email: 'admin@example.com', password: 'bench-admin-pass' };
const PHOTOS = 20;

const line = (label: string, seconds: number, note: string) =>
  console.log(`${label.padEnd(44)} ${seconds.toFixed(2).padStart(8)} s        (${note})`);

/** A published blog of `PHOTOS` noisy photos (so their variants weigh what real ones do), by the admin. */
async function publicBlogOfPhotos(baseUrl: string): Promise<string> {
  const form = new FormData();
  form.set('blogTitle', 'Twenty photos');
  form.set('country', 'Portugal');
  form.set('blogBody', 'A long walk along the coast, one photo at every bend.');
  form.set('featured', 'false');
  form.set('publish', 'true');
  const jpeg = async () => new Blob([new Uint8Array(await noisyPhoto(1600, 1200))], { type: 'image/jpeg' });
  form.set('heroImage', await jpeg(), 'hero.jpg');
  for (let i = 1; i < PHOTOS; i++) form.append('images', await jpeg(), `photo-${i}.jpg`);
  const res = await callApi(baseUrl, await loginToken(baseUrl, ADMIN), '/api/blogs/', {
    method: 'POST',
    body: form,
  });
  if (res.status !== 201) throw new Error(`the blog could not be made: ${res.status} ${await res.text()}`);
  return (await res.json())._id;
}

export async function saveOfflineBench(): Promise<void> {
  if (!(await buildPwaIfStale())) throw new Error('the PWA build failed');
  const harness = await startHarness({ adminPassword: ADMIN.password, prefix: 'bench-save-offline-' });
  const { server, browser } = harness;
  try {
    const blogId = await publicBlogOfPhotos(server.url);
    const reader = await registerUser(server.url, 'Rita Reader');
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, server.url, reader);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.goto(`${server.url}/public-blog/${blogId}`);
    const main = page.locator('main');
    const save = main.getByRole('button', { name: 'save for offline', exact: true });
    await save.waitFor({ timeout: 30_000 });

    const started = performance.now();
    await save.click();
    await main.getByText('saved for offline', { exact: true }).waitFor({ timeout: 120_000 });
    const seconds = (performance.now() - started) / 1000;
    const kept = await page.evaluate(async () => {
      let count = 0;
      let bytes = 0;
      for (const name of await caches.keys()) {
        if (!name.startsWith('own-photos-')) continue;
        const cache = await caches.open(name);
        for (const key of await cache.keys()) {
          count += 1;
          bytes += (await (await cache.match(key))?.blob())?.size ?? 0;
        }
      }
      return { count, bytes };
    });
    line(
      `client: save a ${PHOTOS}-photo blog for offline`,
      seconds,
      `${kept.count} photos, ${(kept.bytes / 1024 / 1024).toFixed(1)} MiB kept on a 360 px phone`,
    );
    recordFigures('saveOffline', { photos: PHOTOS, seconds, keptPhotos: kept.count, keptBytes: kept.bytes });
  } finally {
    await harness.close();
  }
}
