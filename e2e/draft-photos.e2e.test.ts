// A draft keeps its photos (issue 12): on a phone-sized screen against the real server and the production
// build, a draft with a hero and two photos survives a reload, then a browser restart (a profile kept on
// disk, closed and launched again), offline; the blog created from it offline takes those photos and,
// back online, reaches the server with them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchProfile } from './browser';
import { PHONE, startTestServer, type TestServer } from './harness';
import { jpegFile } from './photos';
import { untilControlled } from './service-worker';
import { callApiAs, signIn } from './session';

const TITLE = 'Half-written Lofoten';
const NAMES = ['hero.jpg', 'one.jpg', 'two.jpg'];

describe('draft photos', () => {
  let test: TestServer;
  let profile = '';
  let context: BrowserContext | null = null;

  const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true });

  /** The form shows the draft's title, and its hero and both photos, each loaded. */
  async function expectDraftWithPhotos(page: Page) {
    await expect.poll(() => field(page, 'blog title').inputValue(), { timeout: 20_000 }).toBe(TITLE);
    await expect
      .poll(() => page.locator('main .image-picker__name').allTextContents(), { timeout: 20_000 })
      .toEqual(NAMES);
    for (const preview of await page.locator('main .image-picker__item img').all()) {
      await expect
        .poll(() =>
          preview.evaluate(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
          ),
        )
        .toBeGreaterThan(0);
    }
  }

  beforeAll(async () => {
    test = await startTestServer();
    profile = await mkdtemp(join(tmpdir(), 'travel-blog-profile-'));
  });
  afterAll(async () => {
    await context?.close();
    await test?.close();
    await rm(profile, { recursive: true, force: true });
  });

  it('keeps a draft’s hero and photos across a reload and a browser restart, offline, and the blog takes them', async () => {
    const url = test.server.url;
    context = await launchProfile(profile, { viewport: PHONE });
    let page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, url);
    await untilControlled(page, 20_000);
    await page.goto(`${url}/new-blog`);
    await field(page, 'blog title').fill(TITLE);
    await field(page, 'hero image').setInputFiles(await jpegFile('hero.jpg', '#3a7'));
    await field(page, 'images').setInputFiles([
      await jpegFile('one.jpg', '#a73'),
      await jpegFile('two.jpg', '#37a'),
    ]);
    await page.waitForURL(/\/new-blog\?draft=[\w-]+$/);
    const draftUrl = page.url();
    await expect.poll(() => page.locator('main .image-picker__item img').count()).toBe(NAMES.length);
    // "getting your photos ready…" lasts until they are kept with the draft.
    await expect
      .poll(() => page.locator('main .new-blog__photos').getByText('getting your photos ready').count())
      .toBe(0);

    await page.reload();
    await expectDraftWithPhotos(page);
    await context.setOffline(true);
    await page.reload();
    await expectDraftWithPhotos(page);

    // A browser restart, with no network from the start.
    await context.close();
    context = await launchProfile(profile, { viewport: PHONE, offline: true });
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(draftUrl);
    await expectDraftWithPhotos(page);

    await page.getByRole('button', { name: 'create blog', exact: true }).click();
    await page.waitForURL(/\/user-blog\/[\w-]+$/);
    const blogId = page.url().split('/').pop() ?? '';
    const photos = page.locator('main img.blog-article__hero, main img.blog-row__image');
    await expect.poll(() => photos.count()).toBe(NAMES.length);

    await context.setOffline(false);
    await expect
      .poll(
        async () => {
          const res = await callApiAs(page, url, `/api/blogs/${blogId}`);
          const blog = res.status === 200 ? await res.json() : null;
          return blog && [blog.blogTitle, Boolean(blog.imageData.heroImage), blog.imageData.imageUrls.length];
        },
        { timeout: 30_000 },
      )
      .toEqual([TITLE, true, 2]);
  });
});
