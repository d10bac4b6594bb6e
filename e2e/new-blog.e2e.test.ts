// The new blog form and the own blogs table end to end: headless Chromium on a phone-sized screen against
// the real server and the production build. The tests run in order and share one browser context, like
// one person's visit: a blog with photos created and synced, a draft kept across a reload, a refused
// photo, then a blog created offline, kept across an offline reload and sent exactly once.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { expectNoBlockingViolations, expectNoSidewaysScroll, withAxePage } from './axe';
import { type Harness, PHONE, startHarness } from './harness';
import { jpegFile } from './photos';
import { untilControlled } from './service-worker';
import { callApiAs, signIn, storedSession } from './session';

const CREATING = 'we are creating your blog, this may take a few seconds';

interface ServerBlog {
  _id: string;
  blogTitle: string;
  imageData: { heroImage: { id: string } | null; imageUrls: { id: string }[] };
}

describe('new blog and own blogs', () => {
  let harness: Harness;
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const field = (label: string) => page.locator('main').getByLabel(label, { exact: true });
  const createButton = () => page.getByRole('button', { name: 'create blog', exact: true });
  const blogRow = (title: string): Locator => page.locator('main tbody tr').filter({ hasText: title });
  const blogPath = /\/user-blog\/([\w-]+)$/;

  async function serverBlogs(): Promise<ServerBlog[]> {
    const res = await callApiAs(page, server.url, '/api/blogs/');
    expect(res.status).toBe(200);
    return res.json();
  }

  async function openNewBlog(target: Page = page) {
    await target.goto(`${server.url}/new-blog`);
    await expect.poll(() => target.locator('main h1').textContent()).toBe('new blog');
  }

  beforeAll(async () => {
    harness = await startHarness();
    ({ server, browser } = harness);
    context = await browser.newContext({ viewport: PHONE });
    page = await context.newPage();
  });
  afterAll(() => harness?.close());

  it('creates a blog with a hero and three photos, which reaches the server and the table', async () => {
    await signIn(page, server.url);
    await openNewBlog();
    const { name } = (await storedSession(page)).user;
    expect(await field('author').inputValue()).toBe(name);
    expect(await field('author').isDisabled()).toBe(true);

    await field('blog title').fill('Three days in Lima');
    await field('country').fill('Peru');
    await field('blog text').fill('Ceviche by the sea, then the old town at dusk.');
    await field('publish').check();
    await field('hero image').setInputFiles(await jpegFile('hero.jpg', '#3a7'));
    await field('images').setInputFiles([
      await jpegFile('one.jpg', '#a73'),
      await jpegFile('two.jpg', '#37a'),
      await jpegFile('three.jpg', '#777'),
    ]);
    const previews = page.locator('main .image-picker__item img');
    await expect.poll(() => previews.count()).toBe(4);
    expect(await previews.first().getAttribute('src')).toMatch(/^blob:/);
    await expectNoSidewaysScroll(page);

    // The status text may last only a moment: an observer notes whether it was ever shown.
    await page.evaluate((text) => {
      const seen = globalThis as unknown as { sawCreating?: boolean };
      new MutationObserver(() => {
        const status = document.querySelector('main form > [role="status"]');
        if (status?.textContent === text) seen.sawCreating = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, CREATING);
    await createButton().click();
    await page.waitForURL(blogPath);
    expect(await page.evaluate(() => (globalThis as unknown as { sawCreating?: boolean }).sawCreating)).toBe(
      true,
    );
    const id = blogPath.exec(new URL(page.url()).pathname)?.[1];
    expect(id).toBeTruthy();

    await expect
      .poll(
        async () => {
          const blog = (await serverBlogs()).find((b) => b._id === id);
          return blog && [blog.blogTitle, Boolean(blog.imageData.heroImage), blog.imageData.imageUrls.length];
        },
        { timeout: 20_000 },
      )
      .toEqual(['Three days in Lima', true, 3]);

    await page.goto(`${server.url}/user-blogs`);
    await blogRow('Three days in Lima').waitFor();
    await expect
      .poll(() => blogRow('Three days in Lima').locator('.blogs-table__sync').textContent())
      .toBe('synced');
    expect(await blogRow('Three days in Lima').getByRole('link').getAttribute('href')).toBe(
      `/user-blog/${id}`,
    );
    // Status is the server's to stamp; it arrives with the server's copy of the blog.
    await expect
      .poll(() => blogRow('Three days in Lima').locator('td[data-label="status"]').textContent())
      .toBe('published');
    await expectNoSidewaysScroll(page);
  });

  it('keeps a draft across a reload mid-typing', async () => {
    await openNewBlog();
    await field('blog title').fill('Half-written Cusco');
    await field('blog text').pressSequentially('Stones and', { delay: 30 });
    await page.waitForURL(/\/new-blog\?draft=[\w-]+$/);
    await page.reload();
    await expect.poll(() => field('blog title').inputValue()).toBe('Half-written Cusco');
    expect(await field('blog text').inputValue()).toBe('Stones and');

    // The last keystrokes before a reload are saved too, not only those before a pause.
    await field('blog text').press('End');
    await field('blog text').pressSequentially(' stairs', { delay: 30 });
    await page.reload();
    await expect.poll(() => field('blog text').inputValue()).toBe('Stones and stairs');
    await page.locator('main li.draft').filter({ hasText: 'Half-written Cusco' }).waitFor();
  });

  it('refuses a photo that is not a picture, creating nothing and keeping the draft', async () => {
    await openNewBlog();
    await field('blog title').fill('Broken photo');
    await field('hero image').setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('these are my notes, not a photo'),
    });
    await createButton().click();
    await page.getByText('Failed to create blog').waitFor();
    await page
      .locator('main [role="alert"] .form-alert')
      .filter({ hasText: 'This photo cannot be read' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/new-blog');
    expect(await createButton().isEnabled()).toBe(true);
    await page.locator('main li.draft').filter({ hasText: 'Broken photo' }).waitFor();
    expect((await serverBlogs()).map((b) => b.blogTitle)).toEqual(['Three days in Lima']);
  });

  it('creates a blog offline, keeps it across an offline reload and sends it exactly once', async () => {
    await untilControlled(page, 20_000);
    await openNewBlog();
    await context.setOffline(true);
    try {
      await field('blog title').fill('Offline in Puno');
      await field('country').fill('Peru');
      await field('hero image').setInputFiles(await jpegFile('lake.jpg', '#a3a'));
      await createButton().click();
      await page.waitForURL(blogPath);
      const id = blogPath.exec(new URL(page.url()).pathname)?.[1];

      await page.goto(`${server.url}/user-blogs`);
      await blogRow('Offline in Puno').locator('.blogs-table__sync', { hasText: 'not synced yet' }).waitFor();
      await page.reload();
      await blogRow('Offline in Puno').locator('.blogs-table__sync', { hasText: 'not synced yet' }).waitFor();
      expect(await blogRow('Offline in Puno').getByRole('link').getAttribute('href')).toBe(
        `/user-blog/${id}`,
      );
      await expectNoSidewaysScroll(page);
    } finally {
      await context.setOffline(false);
    }
    await expect
      .poll(() => blogRow('Offline in Puno').locator('.blogs-table__sync').textContent(), { timeout: 20_000 })
      .toBe('synced');
    const stored = (await serverBlogs()).filter((b) => b.blogTitle === 'Offline in Puno');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.imageData.heroImage).not.toBeNull();
  });

  it('has no serious or critical axe violations on /new-blog and /user-blogs, and no sideways scroll', async () => {
    // The same session (kept in localStorage) in a context that lets axe's script in; the data syncs down.
    const options = { viewport: PHONE, storageState: await context.storageState() };
    await withAxePage(browser, options, async (axePage, axeContext) => {
      await openNewBlog(axePage);
      await axePage.locator('main li.draft').first().waitFor();
      await axePage.locator('main').getByLabel('blog title', { exact: true }).fill('Checked by axe');
      await axePage
        .locator('main')
        .getByLabel('images', { exact: true })
        .setInputFiles([await jpegFile('a.jpg', '#3a7'), await jpegFile('b.jpg', '#a73')]);
      await axePage.locator('main .image-picker__item img').nth(1).waitFor();
      await expectNoBlockingViolations(axePage);
      await expectNoSidewaysScroll(axePage);

      // Created offline, the table shows it as not synced yet; checked again once it has synced.
      await untilControlled(axePage, 20_000);
      await axeContext.setOffline(true);
      await axePage.getByRole('button', { name: 'create blog', exact: true }).click();
      await axePage.waitForURL(blogPath);
      await axePage.goto(`${server.url}/user-blogs`);
      const row = axePage.locator('main tbody tr').filter({ hasText: 'Checked by axe' });
      await row.locator('.blogs-table__sync', { hasText: 'not synced yet' }).waitFor();
      await expectNoBlockingViolations(axePage);
      await expectNoSidewaysScroll(axePage);

      await axeContext.setOffline(false);
      await expect
        .poll(() => row.locator('.blogs-table__sync').textContent(), { timeout: 20_000 })
        .toBe('synced');
      await expectNoBlockingViolations(axePage);
      await expectNoSidewaysScroll(axePage);
    });
  });
});
