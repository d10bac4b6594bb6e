// Image management end to end: headless Chromium on a phone-sized screen against the real server and the
// production build. A blog made through the API (hero + 2 photos) is changed in the UI one step at a time
// (replace, delete, add, delete all), and after each step the server's copy is what the page shows. Then
// photos added offline survive a reload, wait on the device, and reach the server exactly once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '../shared/entities/blog';
import { type ServerProcess, startServer } from '../sync-server/src/testing/server-process';
import { blockingViolations, describeViolations } from './axe';
import { launchBrowser } from './browser';

const PHONE = { width: 360, height: 740 };
const ADMIN = { email: 'admin@example.com', password: 'admin-pass-123' };
const TITLE = 'Cycling the Lofoten coast';

const jpeg = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
const upload = async (name: string, background: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await jpeg(background),
});

interface PhotoView {
  hero: string | null;
  images: string[];
}

describe('manage images', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dataDir: string;
  let token = '';
  let blogId = '';

  const main = () => page.locator('main');
  const waiting = () => main().getByText('waiting to upload', { exact: true });

  async function serverBlog(): Promise<Blog> {
    const res = await fetch(`${server.url}/api/blogs/${blogId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
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

  async function choose(button: string, files: Awaited<ReturnType<typeof upload>>[]) {
    const chooser = page.waitForEvent('filechooser');
    await main().getByRole('button', { name: button, exact: true }).click();
    await (await chooser).setFiles(files);
  }

  async function expectNoBlockingViolations() {
    const violations = await blockingViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  async function createBlog(): Promise<Blog> {
    const form = new FormData();
    form.set('blogTitle', TITLE);
    form.set('country', 'Norway');
    form.set('blogBody', 'Ferries, bridges and a great deal of wind.');
    form.set('featured', 'false');
    form.set('publish', 'true');
    form.append('heroImage', new Blob([await jpeg('#3a7')], { type: 'image/jpeg' }), 'hero.jpg');
    form.append('images', new Blob([await jpeg('#a37')], { type: 'image/jpeg' }), 'one.jpg');
    form.append('images', new Blob([await jpeg('#37a')], { type: 'image/jpeg' }), 'two.jpg');
    const res = await fetch(`${server.url}/api/blogs/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    return res.json();
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'travel-blog-e2e-'));
    server = await startServer({
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
      SEED_SAMPLE_CONTENT: 'false',
      ADMIN_PASSWORD: ADMIN.password,
    });
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = (await login.json()).token;
    const made = await createBlog();
    blogId = made._id;
    expect(made.imageData.heroImage).not.toBeNull();
    expect(made.imageData.imageUrls).toHaveLength(2);
    browser = await launchBrowser();
    // bypassCSP lets axe's script in (the server's CSP forbids inline scripts).
    context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('replaces, deletes, adds and deletes all, the server following each step', async () => {
    await page.goto(`${server.url}/sign-in`);
    await page.getByLabel('email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('password', { exact: true }).fill(ADMIN.password);
    await main().locator('button[type="submit"]').click();
    await page.waitForURL(`${server.url}/`);

    await page.goto(`${server.url}/manage-images/${blogId}`);
    await expect.poll(() => main().locator('h1').textContent()).toBe(`images of ${TITLE}`);
    expect(await main().getByRole('link', { name: 'back to the blog' }).getAttribute('href')).toBe(
      `/user-blog/${blogId}`,
    );
    const original = await synced(() => true);
    const [first, second] = original.imageData.imageUrls.map((ref) => ref.id);
    await expectNoBlockingViolations();

    await choose('update image 1', [await upload('new-one.jpg', '#c84')]);
    await main().getByRole('status').filter({ hasText: 'image replaced' }).waitFor();
    const replaced = await synced((blog) => {
      const ids = blog.imageData.imageUrls.map((ref) => ref.id);
      return ids.length === 2 && ids[0] !== first && ids[1] === second;
    });
    expect(replaced.imageData.heroImage?.id).toBe(original.imageData.heroImage?.id);

    await main().getByRole('button', { name: 'delete image 2', exact: true }).click();
    const afterDelete = await synced((blog) => blog.imageData.imageUrls.length === 1);
    expect(afterDelete.imageData.imageUrls[0]?.id).toBe(replaced.imageData.imageUrls[0]?.id);

    await choose('add images', [await upload('three.jpg', '#48c'), await upload('four.jpg', '#8c4')]);
    await main().getByRole('status').filter({ hasText: '2 images added' }).waitFor();
    const added = await synced((blog) => blog.imageData.imageUrls.length === 3);
    expect(added.imageData.imageUrls[0]?.id).toBe(afterDelete.imageData.imageUrls[0]?.id);
    expect(new Set(added.imageData.imageUrls.map((ref) => ref.id)).size).toBe(3);

    await main().getByRole('button', { name: 'delete all images', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expectNoBlockingViolations();
    await dialog.getByRole('button', { name: 'delete all', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await synced((blog) => blog.imageData.heroImage === null && blog.imageData.imageUrls.length === 0);
    await main().getByText('no images to show!').waitFor();
    await main().getByText('no hero image yet').waitFor();
  });

  it('keeps photos added offline across a reload and uploads them once back online', async () => {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await context.setOffline(true);
    try {
      await choose('add images', [await upload('five.jpg', '#5a5'), await upload('six.jpg', '#a55')]);
      await expect.poll(() => waiting().count()).toBe(2);
      await expectNoBlockingViolations();

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
    await expectNoBlockingViolations();
  });
});
