// The user's own photos offline on every device (issue 12): one person on a phone (A) and a laptop (B),
// against the real server and the production build. A writes a blog with a hero and two photos offline,
// leaves its page, syncs, goes offline again and opens the blog: every photo shows (from the device's copy
// or the server's, kept for offline use). B signs in and syncs without ever opening the blog, goes
// offline, and every photo shows there too; signing out deletes B's kept photos.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { type Harness, startHarness } from './harness';
import { jpegFile } from './photos';
import { untilControlled } from './service-worker';
import { callApiAs } from './session';
import { SYNCED, synced, twoDevices } from './two-devices';

const TITLE = 'Northern lights over Tromsø';
const PHOTOS = 3;

describe('own photos offline', () => {
  let harness: Harness;
  let server: ServerProcess;
  let phone: BrowserContext;
  let laptop: BrowserContext;
  let a: Page;
  let b: Page;
  let blogId = '';

  const navigate = (page: Page, label: string) =>
    page.locator('header').getByRole('link', { name: label, exact: true }).click();
  const controlled = (page: Page) => untilControlled(page, 20_000);

  /** The blog's photos on the page; each is scrolled to (the photos beside the text load lazily). */
  async function expectPhotosShown(page: Page): Promise<string[]> {
    await expect.poll(() => page.locator('main h1').textContent(), { timeout: SYNCED }).toBe(TITLE);
    const photos = page.locator('main img.blog-article__hero, main img.blog-row__image');
    await expect.poll(() => photos.count()).toBe(PHOTOS);
    const sources: string[] = [];
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(
          () =>
            photo.evaluate(
              (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
            ),
          { timeout: SYNCED, message: `photo ${sources.length + 1} did not show` },
        )
        .toBeGreaterThan(0);
      sources.push((await photo.getAttribute('src')) ?? '');
    }
    return sources;
  }

  /** The photos kept in B's own-photos cache. */
  /** The own-photos caches, by name only: opening one to count its entries would create it if it is gone. */
  const ownPhotoCaches = (page: Page) =>
    page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('own-photos-')));
  const ownPhotosKept = (page: Page) =>
    page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('own-photos-'));
      const counts = await Promise.all(
        names.map(async (name) => (await (await caches.open(name)).keys()).length),
      );
      return { caches: names.length, photos: counts.reduce((sum, n) => sum + n, 0) };
    });

  beforeAll(async () => {
    harness = await startHarness();
    server = harness.server;
    ({ phone, laptop, a, b } = await twoDevices(harness));
  });
  afterAll(() => harness?.close());

  it('shows the blog’s photos offline on the device that wrote it, after they synced', async () => {
    await a.goto(`${server.url}/tasks`);
    await controlled(a);
    await synced(a);

    await phone.setOffline(true);
    await navigate(a, 'new blog');
    await a.locator('main').getByLabel('blog title', { exact: true }).fill(TITLE);
    await a
      .locator('main')
      .getByLabel('hero image', { exact: true })
      .setInputFiles(await jpegFile('sky.jpg', '#163'));
    await a
      .locator('main')
      .getByLabel('images', { exact: true })
      .setInputFiles([await jpegFile('fjord.jpg', '#2a6', 900), await jpegFile('cabin.jpg', '#a62', 900)]);
    await expect.poll(() => a.locator('main .image-picker__item img').count()).toBe(PHOTOS);
    await a.getByRole('button', { name: 'create blog', exact: true }).click();
    await a.waitForURL(/\/user-blog\/[\w-]+$/);
    blogId = a.url().split('/').pop() ?? '';

    // Away from the blog's page, the photos go up and the blog comes back with the server's copies.
    await navigate(a, 'tasks');
    await phone.setOffline(false);
    await synced(a);
    await expect
      .poll(
        async () => {
          const res = await callApiAs(a, server.url, `/api/blogs/${blogId}`);
          const blog = res.status === 200 ? await res.json() : null;
          return blog && Number(Boolean(blog.imageData.heroImage)) + blog.imageData.imageUrls.length;
        },
        { timeout: SYNCED },
      )
      .toBe(PHOTOS);
    await synced(a);

    await phone.setOffline(true);
    try {
      await a.goto(`${server.url}/user-blog/${blogId}`);
      await expectPhotosShown(a);
    } finally {
      await phone.setOffline(false);
    }
  });

  it('shows every photo of the user’s blogs offline on a second device that synced but never opened them', async () => {
    await b.goto(`${server.url}/tasks`);
    await controlled(b);
    await synced(b);
    // Kept in the background after the sync; the blog's page was never opened on B.
    await expect.poll(() => ownPhotosKept(b), { timeout: 30_000 }).toEqual({ caches: 1, photos: PHOTOS });

    await laptop.setOffline(true);
    try {
      await b.goto(`${server.url}/user-blog/${blogId}`);
      const sources = await expectPhotosShown(b);
      // The server's copies: B never had the photos on the device.
      for (const src of sources) expect(src).toMatch(/^\/media\//);
    } finally {
      await laptop.setOffline(false);
    }
  });

  it('deletes the kept photos when the user signs out', async () => {
    await b.goto(`${server.url}/tasks`);
    await synced(b);
    expect(await ownPhotosKept(b)).toEqual({ caches: 1, photos: PHOTOS });
    await b.getByRole('button', { name: 'signout' }).click();
    await b.waitForURL(`${server.url}/sign-in`);
    // By name: a count (ownPhotosKept) that ran while the app deleted the cache would open it again, empty.
    await expect.poll(() => ownPhotoCaches(b), { timeout: 10_000 }).toEqual([]);
  });
});
