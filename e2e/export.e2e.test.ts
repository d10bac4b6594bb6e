// "Download my blogs" end to end (issue 33): a blogger on a phone with a blog of two photos and two tasks
// goes offline, exports from /my-account and gets a zip (the Blob download, Playwright's download event)
// whose blog.md holds the blog's fields and story and whose photos are byte for byte what the device
// stored. The zip is unpacked here with fflate.
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { expectNoBlockingViolations, expectNoSidewaysScroll, newAxeContext } from './axe';
import { type Harness, PHONE, startHarness } from './harness';
import { jpegFile } from './photos';
import { untilControlled } from './service-worker';
import { signIn } from './session';
import { synced } from './two-devices';

const TITLE = 'Rome: "day one" 🍝';
const STORY = 'Carbonara at noon.\n\nThe Forum at dusk.';

/** The blog's photos as the device stored them (hero first), read from its IndexedDB. */
function storedPhotos(page: Page, title: string): Promise<number[][]> {
  return page.evaluate(async (wanted) => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const name = (await indexedDB.databases()).find((d) => d.name?.startsWith('travel-blog-user-'))?.name;
    const db = await request(indexedDB.open(name as string));
    const tx = db.transaction(['blogs', 'blobs']);
    const blogs: { blogTitle: string; heroImage: string; imageUrls: string[] }[] = await request(
      tx.objectStore('blogs').getAll(),
    );
    const blog = blogs.find((b) => b.blogTitle === wanted);
    if (!blog) throw new Error('the blog is not on the device');
    const blobs = await Promise.all(
      [blog.heroImage, ...blog.imageUrls].map((sha) => request(tx.objectStore('blobs').get(sha))),
    );
    db.close();
    return Promise.all(
      blobs.map(async (b: { blob: Blob }) => [...new Uint8Array(await b.blob.arrayBuffer())]),
    );
  }, title);
}

describe('export', () => {
  let harness: Harness;
  let server: ServerProcess;
  let context: BrowserContext;
  let page: Page;

  const field = (label: string) => page.locator('main').getByLabel(label, { exact: true });

  beforeAll(async () => {
    harness = await startHarness();
    server = harness.server;
    // axe's script needs the CSP bypassed (axe.ts); downloads are what the test reads.
    context = await newAxeContext(harness.browser, { viewport: PHONE, acceptDownloads: true });
    // The e2e path is the Blob download: Chromium's save picker is a native dialog no test can answer.
    await context.addInitScript(() => {
      delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    });
    page = await context.newPage();
  });
  afterAll(() => harness?.close());

  it('downloads a zip of the blog, its two photos and the tasks while offline', async () => {
    await signIn(page, server.url);
    await page.goto(`${server.url}/tasks`);
    await untilControlled(page, 20_000);
    await synced(page);
    for (const text of ['pack the bags', 'book the hotel']) {
      await field('task').fill(text);
      await page.locator('main form button[type="submit"]').click();
      await page.locator('main li.task').filter({ hasText: text }).waitFor();
    }

    await context.setOffline(true);
    try {
      await page.goto(`${server.url}/new-blog`);
      await field('blog title').fill(TITLE);
      await field('country').fill('Italy');
      await field('blog text').fill(STORY);
      await field('hero image').setInputFiles(await jpegFile('forum.jpg', '#b83'));
      await field('images').setInputFiles([await jpegFile('pasta.jpg', '#eb4', 900)]);
      await expect.poll(() => page.locator('main .image-picker__item img').count()).toBe(2);
      await page.getByRole('button', { name: 'create blog', exact: true }).click();
      await page.waitForURL(/\/user-blog\/[\w-]+$/);
      const photos = await storedPhotos(page, TITLE);
      expect(photos).toHaveLength(2);

      await page.goto(`${server.url}/my-account`);
      const button = page.getByRole('button', { name: 'Download my blogs', exact: true });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(/^travel-blog-export-\d{4}-\d\d-\d\d\.zip$/);
      const files = unzipSync(new Uint8Array(await readFile(await download.path())));
      const text = (name: string) => new TextDecoder().decode(files[name]);

      expect(Object.keys(files).sort()).toEqual([
        'rome-day-one/blog.md',
        'rome-day-one/hero.jpg',
        'rome-day-one/photo-01.jpg',
        'tasks.md',
      ]);
      const [, front, story] = text('rome-day-one/blog.md').match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
      expect(parse(front ?? '')).toMatchObject({
        title: TITLE,
        country: 'Italy',
        publish: false,
        featured: false,
      });
      expect(parse(front ?? '').created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(story).toBe(`\n${STORY}\n`);
      expect([...(files['rome-day-one/hero.jpg'] ?? [])]).toEqual(photos[0]);
      expect([...(files['rome-day-one/photo-01.jpg'] ?? [])]).toEqual(photos[1]);
      expect(text('tasks.md')).toBe('# tasks\n\n- [ ] pack the bags\n- [ ] book the hotel\n');

      const section = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'take your blogs with you' }) });
      await expect
        .poll(() => section.locator('.form-alert--success').textContent())
        .toMatch(/^Done: 1 blog, 0 drafts and 2 photos are in travel-blog-export-/);
      expect(await button.isEnabled()).toBe(true);
      await expectNoBlockingViolations(page);
      await expectNoSidewaysScroll(page, '/my-account');
    } finally {
      await context.setOffline(false);
    }
  });
});
