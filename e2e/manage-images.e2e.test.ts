// Image management end to end: headless Chromium on a phone-sized screen against the real server and the
// production build. A blog made through the API (hero + 2 photos) is changed in the UI one step at a time
// (replace, delete, add, delete all), and after each step the server's copy is what the page shows. Then
// photos added offline survive a reload, wait on the device, and reach the server exactly once.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '../shared/entities/blog';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { expectNoBlockingViolations, expectNoSidewaysScroll, newAxeContext } from './axe';
import { type Harness, PHONE, startHarness } from './harness';
import { jpegBlob, jpegFile, type PhotoFile } from './photos';
import { untilControlled } from './service-worker';
import { callApi, loginToken, signIn } from './session';

const TITLE = 'Cycling the Lofoten coast';

interface PhotoView {
  hero: string | null;
  images: string[];
}

describe('manage images', () => {
  let harness: Harness;
  let server: ServerProcess;
  let context: BrowserContext;
  let page: Page;
  let token = '';
  let blogId = '';

  const main = () => page.locator('main');
  const waiting = () => main().getByText('waiting to upload', { exact: true });

  async function serverBlog(): Promise<Blog> {
    const res = await callApi(server.url, token, `/api/blogs/${blogId}`);
    expect(res.status).toBe(200);
    return res.json();
  }

  const serverView = (blog: Blog): PhotoView => ({
    hero: blog.imageData.heroImage?.url ?? null,
    images: blog.imageData.imageUrls.map((ref) => ref.url),
  });

  async function pageView(): Promise<PhotoView> {
    const hero = main().locator('.manage-images__hero img');
    return {
      hero: (await hero.count()) ? await hero.getAttribute('src') : null,
      images: await main()
        .locator('.image-grid img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? '')),
    };
  }

  /** Waits until the server's blog passes `changed`, then until the page shows exactly its photos. */
  async function synced(changed: (blog: Blog) => boolean): Promise<Blog> {
    await expect
      .poll(async () => changed(await serverBlog()), {
        timeout: 20_000,
        message: 'the change did not reach the server',
      })
      .toBe(true);
    const blog = await serverBlog();
    await expect.poll(pageView, { timeout: 20_000 }).toEqual(serverView(blog));
    expect(await waiting().count()).toBe(0);
    return blog;
  }

  async function choose(button: string, files: PhotoFile[]) {
    const chooser = page.waitForEvent('filechooser');
    await main().getByRole('button', { name: button, exact: true }).click();
    await (await chooser).setFiles(files);
  }

  async function expectAccessible() {
    await expectNoBlockingViolations(page);
    await expectNoSidewaysScroll(page);
  }

  async function createBlog(): Promise<Blog> {
    const form = new FormData();
    form.set('blogTitle', TITLE);
    form.set('country', 'Norway');
    form.set('blogBody', 'Ferries, bridges and a great deal of wind.');
    form.set('featured', 'false');
    form.set('publish', 'true');
    form.append('heroImage', await jpegBlob('#3a7'), 'hero.jpg');
    form.append('images', await jpegBlob('#a37'), 'one.jpg');
    form.append('images', await jpegBlob('#37a'), 'two.jpg');
    const res = await callApi(server.url, token, '/api/blogs/', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    return res.json();
  }

  beforeAll(async () => {
    harness = await startHarness();
    server = harness.server;
    token = await loginToken(server.url);
    const made = await createBlog();
    blogId = made._id;
    expect(made.imageData.heroImage).not.toBeNull();
    expect(made.imageData.imageUrls).toHaveLength(2);
    context = await newAxeContext(harness.browser, { viewport: PHONE });
    page = await context.newPage();
  });
  afterAll(() => harness?.close());

  it('replaces, deletes, adds and deletes all, the server following each step', async () => {
    await signIn(page, server.url);

    await page.goto(`${server.url}/manage-images/${blogId}`);
    await expect.poll(() => main().locator('h1').textContent()).toBe(`images of ${TITLE}`);
    expect(await main().getByRole('link', { name: 'back to the blog' }).getAttribute('href')).toBe(
      `/user-blog/${blogId}`,
    );
    const original = await synced(() => true);
    const [first, second] = original.imageData.imageUrls.map((ref) => ref.id);
    await expectAccessible();

    await choose('update image 1', [await jpegFile('new-one.jpg', '#c84')]);
    await main().getByRole('status').filter({ hasText: 'image replaced' }).waitFor();
    const replaced = await synced((blog) => {
      const ids = blog.imageData.imageUrls.map((ref) => ref.id);
      return ids.length === 2 && ids[0] !== first && ids[1] === second;
    });
    expect(replaced.imageData.heroImage?.id).toBe(original.imageData.heroImage?.id);

    await main().getByRole('button', { name: 'delete image 2', exact: true }).click();
    const afterDelete = await synced((blog) => blog.imageData.imageUrls.length === 1);
    expect(afterDelete.imageData.imageUrls[0]?.id).toBe(replaced.imageData.imageUrls[0]?.id);

    await choose('add images', [await jpegFile('three.jpg', '#48c'), await jpegFile('four.jpg', '#8c4')]);
    await main().getByRole('status').filter({ hasText: '2 images added' }).waitFor();
    const added = await synced((blog) => blog.imageData.imageUrls.length === 3);
    expect(added.imageData.imageUrls[0]?.id).toBe(afterDelete.imageData.imageUrls[0]?.id);
    expect(new Set(added.imageData.imageUrls.map((ref) => ref.id)).size).toBe(3);

    await main().getByRole('button', { name: 'delete all images', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'delete all', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await synced((blog) => blog.imageData.heroImage === null && blog.imageData.imageUrls.length === 0);
    await main().getByText('no images to show!').waitFor();
    await main().getByText('no hero image yet').waitFor();
  });

  it('keeps photos added offline across a reload and uploads them once back online', async () => {
    await untilControlled(page, 20_000);
    await context.setOffline(true);
    try {
      await choose('add images', [await jpegFile('five.jpg', '#5a5'), await jpegFile('six.jpg', '#a55')]);
      await expect.poll(() => waiting().count()).toBe(2);
      await expectAccessible();

      await page.reload();
      await expect.poll(() => main().locator('h1').textContent()).toBe(`images of ${TITLE}`);
      await expect.poll(() => main().locator('.image-grid img').count()).toBe(2);
      await expect.poll(() => waiting().count()).toBe(2);
    } finally {
      await context.setOffline(false);
    }
    const blog = await synced((b) => b.imageData.imageUrls.length > 0);
    // Exactly once: two photos, two distinct references, no second copy from a retried upload or push.
    expect(blog.imageData.imageUrls).toHaveLength(2);
    expect(new Set(blog.imageData.imageUrls.map((ref) => ref.id)).size).toBe(2);
    expect(blog.imageData.heroImage).toBeNull();
    await expectAccessible();
  });
});
