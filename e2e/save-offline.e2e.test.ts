// Saving someone else's public blog for offline reading (issue 17), in Chromium against the real server
// and the production build, on a phone-sized screen: a signed-in reader saves a public blog with a hero and
// two photos, goes offline and reloads its page (text and every photo from the device), finds it in the
// home page's "saved for offline" list, and removes it, which empties the photo cache again.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { type Registered, registerUser } from './accounts-api';
import { type Harness, PHONE, startHarness } from './harness';
import { jpegBlob } from './photos';
import { untilControlled } from './service-worker';
import { callApi, loginToken, signIn } from './session';

const TITLE = 'Tiled Houses of Porto';
const BODY = 'Blue tiles on every wall. The river runs gold at dusk.';
const PHOTOS = 3;
const SLOW = 20_000;

describe('save a public blog for offline reading', () => {
  let harness: Harness;
  let server: ServerProcess;
  let context: BrowserContext;
  let page: Page;
  let reader: Registered;
  let blogId = '';

  /** The photos kept in the reader's own-photos cache. */
  const photosKept = () =>
    page.evaluate(async () => {
      let count = 0;
      for (const name of await caches.keys()) {
        if (name.startsWith('own-photos-')) count += (await (await caches.open(name)).keys()).length;
      }
      return count;
    });

  beforeAll(async () => {
    harness = await startHarness();
    server = harness.server;
    // The author is the admin; the blog is published, with a hero and two photos.
    const form = new FormData();
    form.set('blogTitle', TITLE);
    form.set('country', 'Portugal');
    form.set('blogBody', BODY);
    form.set('featured', 'false');
    form.set('publish', 'true');
    form.set('heroImage', await jpegBlob('#1d4e89'), 'hero.jpg');
    for (const [i, colour] of ['#f4a259', '#3a7'].entries()) {
      form.append('images', await jpegBlob(colour), `photo-${i + 1}.jpg`);
    }
    const res = await callApi(server.url, await loginToken(server.url), '/api/blogs/', {
      method: 'POST',
      body: form,
    });
    expect(res.status).toBe(201);
    blogId = (await res.json())._id;

    reader = await registerUser(server.url, 'Rita Reader');
    context = await harness.browser.newContext({ viewport: PHONE });
    page = await context.newPage();
    await signIn(page, server.url, reader);
    await untilControlled(page, SLOW);
  });
  afterAll(() => harness?.close());

  it('saves the blog’s text and photos, showing progress, then "saved for offline" with "remove"', async () => {
    await page.goto(`${server.url}/public-blog/${blogId}`);
    await expect.poll(() => page.locator('main h1').textContent(), { timeout: SLOW }).toBe(TITLE);
    const main = page.locator('main');
    await main.getByRole('button', { name: 'save for offline', exact: true }).click();
    await main.getByText('saved for offline', { exact: true }).waitFor({ timeout: SLOW });
    await main.getByRole('button', { name: 'remove', exact: true }).waitFor();
    expect(await photosKept()).toBe(PHOTOS);
  });

  it('reads the saved blog offline after a reload: its text, hero and photos', async () => {
    // The worker's `media` cache and the browser's HTTP cache hold the photos the page just showed: emptied,
    // the photos can only come from the saved copy.
    await page.evaluate(() => caches.delete('media'));
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await context.setOffline(true);
    try {
      await page.reload();
      await expect.poll(() => page.locator('main h1').textContent(), { timeout: SLOW }).toBe(TITLE);
      expect(await page.locator('main').textContent()).toContain('Blue tiles on every wall.');
      const photos = page.locator('main img.blog-article__hero, main img.blog-row__image');
      await expect.poll(() => photos.count()).toBe(PHOTOS);
      for (const [i, photo] of (await photos.all()).entries()) {
        await photo.scrollIntoViewIfNeeded();
        await expect
          .poll(
            () =>
              photo.evaluate(
                (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
              ),
            { timeout: SLOW, message: `photo ${i + 1} did not show offline` },
          )
          .toBeGreaterThan(0);
      }
    } finally {
      await context.setOffline(false);
    }
  });

  it('lists it on the home page; removing it there frees its photos from the cache', async () => {
    await context.setOffline(true);
    try {
      await page.goto(`${server.url}/`);
      const list = page.getByRole('region', { name: 'saved for offline' });
      await list.waitFor({ timeout: SLOW });
      const link = list.getByRole('link', { name: TITLE, exact: true });
      expect(await link.getAttribute('href')).toBe(`/public-blog/${blogId}`);
      expect(await list.textContent()).toContain('portugal');
      await list.getByRole('button', { name: `remove ${TITLE}`, exact: true }).click();
      await list.waitFor({ state: 'detached' });
      await expect.poll(photosKept).toBe(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
