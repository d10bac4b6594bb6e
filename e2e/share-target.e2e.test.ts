// Share into a draft (issue 17): the installed app is a Web Share Target. Chromium posts a share from another
// app to /share-target as a multipart form; here the page submits the same form (two photos, a title, text
// and a link) with the network off, and the service worker keeps it on the device and opens a new draft with
// those photos and that text, which a reload, still offline, brings back.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, PHONE, startHarness } from './harness';
import { jpegFile } from './photos';
import { untilControlled } from './service-worker';
import { signIn } from './session';

const NAMES = ['harbour.jpg', 'tiles.jpg'];

describe('share target', () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;

  const field = (label: string) => page.locator('main').getByLabel(label, { exact: true });

  /** The form shows the shared text, and both photos as thumbnails, each loaded. */
  async function expectSharedDraft() {
    await expect.poll(() => field('blog title').inputValue(), { timeout: 20_000 }).toBe('Porto at dusk');
    expect(await field('blog text').inputValue()).toBe('The river glows.\n\nhttps://example.com/porto');
    await expect
      .poll(() => page.locator('main .image-picker__name').allTextContents(), { timeout: 20_000 })
      .toEqual(NAMES);
    for (const thumbnail of await page.locator('main .image-picker__item img').all()) {
      await expect
        .poll(() =>
          thumbnail.evaluate(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
          ),
        )
        .toBeGreaterThan(0);
    }
  }

  beforeAll(async () => {
    harness = await startHarness();
    context = await harness.browser.newContext({ viewport: PHONE });
    page = await context.newPage();
  });
  afterAll(() => harness?.close());

  it('declares the share target in the manifest: photos, title, text and link, posted as a form', async () => {
    await page.goto(harness.server.url);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await fetch(new URL(href ?? '', harness.server.url))).json();
    expect(manifest.share_target).toEqual({
      action: '/share-target',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { title: 'title', text: 'text', url: 'url', files: [{ name: 'photos', accept: ['image/*'] }] },
    });
  });

  it('opens a new draft with the shared photos and text, offline', async () => {
    const url = harness.server.url;
    await signIn(page, url);
    await untilControlled(page, 20_000);
    await context.setOffline(true);

    // The form Chromium posts for a share, submitted from the page so the navigation follows the 303.
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.id = 'share';
      form.method = 'post';
      form.action = '/share-target';
      form.enctype = 'multipart/form-data';
      const fields = { title: 'Porto at dusk', text: 'The river glows.', url: 'https://example.com/porto' };
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        Object.assign(input, { type: 'hidden', name, value });
        form.append(input);
      }
      const photos = document.createElement('input');
      Object.assign(photos, { type: 'file', name: 'photos', multiple: true });
      form.append(photos);
      document.body.append(form);
    });
    await page
      .locator('#share input[type="file"]')
      .setInputFiles([await jpegFile(NAMES[0] ?? '', '#2a6f97'), await jpegFile(NAMES[1] ?? '', '#c9733a')]);
    await page.evaluate(() => (document.getElementById('share') as HTMLFormElement).submit());

    await page.waitForURL(/\/new-blog\?draft=[\w-]+$/, { timeout: 20_000 });
    await expectSharedDraft();
    await expect
      .poll(() => page.locator('main .new-blog__drafts .draft__title').allTextContents())
      .toEqual(['Porto at dusk']);

    // Kept with the draft on the device, and the share itself is gone: a reload opens the same one draft.
    await page.reload();
    await expectSharedDraft();
    expect(await page.locator('main .new-blog__drafts .draft').count()).toBe(1);
    const waiting = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const request = indexedDB.open('travel-blog-shares');
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const count = request.result.transaction('shares').objectStore('shares').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(waiting).toBe(0);
  });
});
