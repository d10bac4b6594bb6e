// The blog pages end to end: headless Chromium against the real server and the production build. A blog
// made through the API (hero + 3 photos, ~350 words) syncs down to the signed-in admin's device; then the
// own page's layout at phone and desktop widths, copy link, scroll to top, an edit synced to the server,
// the public page's view counter, an offline edit kept across a reload and sent once back online, and the
// typed-code delete. The tests run in order and share one browser context, like one person's visit.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { expectNoBlockingViolations, expectNoSidewaysScroll, newAxeContext } from './axe';
import { type Harness, PHONE, startHarness } from './harness';
import { expectShownFor, installClock } from './held-clock';
import { jpegBlob } from './photos';
import { untilControlled } from './service-worker';
import { callApiAs, signIn } from './session';

const DESKTOP = { width: 1400, height: 900 };
const WORDS = 350;
const TITLE = 'Slow Boats on the Douro';

// The page's globals as seen from Node (tsconfig.node.json has no DOM library).
interface PageWindow {
  scrollY: number;
  document: { documentElement: { scrollHeight: number }; activeElement: unknown };
  scrollTo(x: number, y: number): void;
  navigator: { clipboard: { readText(): Promise<string> } };
}

describe('blog pages', () => {
  let harness: Harness;
  let server: ServerProcess;
  let context: BrowserContext;
  let page: Page;
  let blogId = '';

  const main = () => page.locator('main');
  const heading = () => page.locator('main h1');
  /** The page's title now, or '' while it is still loading (textContent alone would wait for one). */
  const title = async () => ((await heading().count()) > 0 ? ((await heading().textContent()) ?? '') : '');
  const texts = () => page.locator('main .blog-row__text');
  const rowImages = () => page.locator('main .blog-row__image');
  const pending = () => page.locator('main .blog-details__pending');
  const detail = (term: string): Locator =>
    page
      .locator('main .blog-details__row')
      .filter({ has: page.locator('dt', { hasText: term }) })
      .locator('dd');

  async function serverBlog(): Promise<{ status: number; blog: Record<string, unknown> }> {
    const res = await callApiAs(page, server.url, `/api/blogs/${blogId}`);
    return { status: res.status, blog: res.status === 200 ? await res.json() : {} };
  }

  async function publicViews(): Promise<number> {
    const res = await fetch(`${server.url}/api/public/blogs/${blogId}`);
    expect(res.status).toBe(200);
    return (await res.json()).views;
  }

  async function createBlog(): Promise<string> {
    const form = new FormData();
    form.set('blogTitle', TITLE);
    form.set('country', 'PORTUGAL');
    form.set('blogBody', Array.from({ length: WORDS }, (_, i) => `word${i + 1}`).join(' '));
    form.set('featured', 'false');
    form.set('publish', 'true');
    form.set('heroImage', await jpegBlob('#0e6e73'), 'hero.jpg');
    for (const [i, colour] of ['#f4a259', '#3a7', '#a37'].entries()) {
      form.append('images', await jpegBlob(colour), `photo-${i + 1}.jpg`);
    }
    const res = await callApiAs(page, server.url, '/api/blogs/', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    return (await res.json())._id;
  }

  /** Opens the own page and waits for the blog to reach the device (the server pokes it over SSE). */
  async function openOwnPage() {
    await page.goto(`${server.url}/user-blog/${blogId}`);
    await expect
      .poll(
        async () => {
          if ((await title()) === 'blog not found') await page.reload();
          return title();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .not.toMatch(/^(blog not found)?$/);
  }

  beforeAll(async () => {
    harness = await startHarness();
    server = harness.server;
    context = await newAxeContext(harness.browser, { viewport: PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await installClock(context);
    page = await context.newPage();
  });
  afterAll(() => harness?.close());

  it('shows the synced blog in chunks beside its photos, following the window width', async () => {
    await signIn(page, server.url);
    blogId = await createBlog();
    await openOwnPage();
    expect(await heading().textContent()).toBe(TITLE);
    expect(await page.locator('main .blog-article__byline').textContent()).toBe('by Admin');
    expect(await page.locator('main .blog-article__country').textContent()).toBe('portugal');
    expect(await detail('views').textContent()).toBe('0');
    expect(await detail('status').textContent()).toBe('published');

    const hero = page.locator('main img.blog-article__hero');
    expect(await hero.getAttribute('loading')).toBe('eager');
    expect(await hero.getAttribute('sizes')).toBe('100vw');
    await expect.poll(() => texts().count()).toBe(Math.ceil(WORDS / 100));
    expect(await rowImages().count()).toBe(3);
    for (const [i, image] of (await rowImages().all()).entries()) {
      expect(await image.getAttribute('alt')).toBe(`photo ${i + 1} of ${TITLE}`);
      expect(await image.getAttribute('loading')).toBe('lazy');
      expect(await image.getAttribute('srcset')).toMatch(/\d+w/);
      expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
    }
    await expectNoSidewaysScroll(page);
    await expectNoBlockingViolations(page);

    await page.setViewportSize(DESKTOP);
    await expect.poll(() => texts().count()).toBe(Math.ceil(WORDS / 150));
    const rows = await page.locator('main .blog-row').all();
    const sides: string[] = [];
    for (const row of rows) {
      const image = await row.locator('.blog-row__image').boundingBox();
      const text = await row.locator('.blog-row__text').boundingBox();
      if (!image || !text) throw new Error('a row without its photo or its text');
      // Beside, not stacked: the two share a line.
      expect(Math.abs(image.y - text.y)).toBeLessThan(text.height);
      sides.push(image.x < text.x ? 'left' : 'right');
    }
    expect(sides).toEqual(['left', 'right', 'left']);
    await page.setViewportSize(PHONE);
    await expect.poll(() => texts().count()).toBe(Math.ceil(WORDS / 100));
  });

  it('copies the public link for 2.5 s and scrolls back to the top', async () => {
    const notice = main().getByRole('status').filter({ hasText: 'link copied success!' });
    await expectShownFor(page, notice, 2500, () => main().getByRole('button', { name: 'copy link' }).click());
    expect(
      await page.evaluate(() => (globalThis as unknown as PageWindow).navigator.clipboard.readText()),
    ).toBe(`${server.url}/public-blog/${blogId}`);

    await page.evaluate(() =>
      (globalThis as unknown as PageWindow).scrollTo(
        0,
        (globalThis as unknown as PageWindow).document.documentElement.scrollHeight,
      ),
    );
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as PageWindow).scrollY))
      .toBeGreaterThan(0);
    await main().getByRole('button', { name: 'scroll to top' }).click();
    // Smooth scrolling (no reduced-motion preference here) takes about a second over a long blog.
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as PageWindow).scrollY), { timeout: 5000 })
      .toBe(0);
    expect(
      await heading().evaluate((h) => h === (globalThis as unknown as PageWindow).document.activeElement),
    ).toBe(true);
  });

  it('updates the title and country; once synced the page says edited and the server has them', async () => {
    const update = main().getByRole('button', { name: 'update', exact: true });
    await update.click();
    const dialog = page.getByRole('dialog', { name: 'update blog' });
    await dialog.waitFor();
    await expectNoBlockingViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => update.evaluate((b) => b === (globalThis as unknown as PageWindow).document.activeElement))
      .toBe(true);

    await update.click();
    await dialog.getByLabel('blog title', { exact: true }).fill('Fast Trains on the Douro');
    await dialog.getByLabel('country', { exact: true }).fill('Spain');
    await dialog.getByRole('button', { name: 'save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(title).toBe('Fast Trains on the Douro');
    expect(await page.locator('main .blog-article__country').textContent()).toBe('spain');
    await expect.poll(() => detail('status').textContent(), { timeout: 15_000 }).toBe('edited');
    await expect.poll(() => pending().count()).toBe(0);
    const { blog } = await serverBlog();
    expect(blog).toMatchObject({ blogTitle: 'Fast Trains on the Douro', country: 'Spain', status: 'edited' });
  });

  it('raises the public views by one per visitor and shows the owner buttons to the owner', async () => {
    const before = await publicViews();
    await page.goto(`${server.url}/public-blog/${blogId}`);
    await expect.poll(title).toBe('Fast Trains on the Douro');
    await expect.poll(() => detail('views').textContent()).toBe(String(before + 1));
    for (const name of ['update', 'delete']) {
      await main().getByRole('button', { name, exact: true }).waitFor();
    }
    expect(await main().getByRole('link', { name: 'images' }).getAttribute('href')).toBe(
      `/manage-images/${blogId}`,
    );
    await expectNoSidewaysScroll(page);
    await expectNoBlockingViolations(page);
    // A fixed wait is the point: no second raise arrives from re-renders or live updates.
    await page.waitForTimeout(1000);
    expect(await publicViews()).toBe(before + 1);

    // The same visitor again within the server's window (30 minutes) is not counted twice.
    await page.reload();
    await expect.poll(title).toBe('Fast Trains on the Douro');
    await page.waitForTimeout(1000);
    expect(await detail('views').textContent()).toBe(String(before + 1));
    expect(await publicViews()).toBe(before + 1);
  });

  it('keeps an offline edit across a reload and sends it once back online', async () => {
    await openOwnPage();
    await untilControlled(page, 20_000);
    await context.setOffline(true);
    try {
      await main().getByRole('button', { name: 'update', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'update blog' });
      await dialog.getByLabel('blog title', { exact: true }).fill('Written on the Train');
      await dialog.getByRole('button', { name: 'save changes' }).click();
      await expect.poll(title).toBe('Written on the Train');
      await pending().waitFor();

      await page.reload();
      await expect.poll(title).toBe('Written on the Train');
      expect(await pending().textContent()).toBe('not synced yet');
      await expectNoSidewaysScroll(page);
      await expectNoBlockingViolations(page);
    } finally {
      await context.setOffline(false);
    }
    await expect.poll(() => pending().count(), { timeout: 15_000 }).toBe(0);
    expect((await serverBlog()).blog.blogTitle).toBe('Written on the Train');
    await expectNoBlockingViolations(page);
  });

  it('deletes the blog once the shown code is typed, then goes to the own blogs list', async () => {
    await main().getByRole('button', { name: 'delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expectNoBlockingViolations(page);
    const code = (await dialog.locator('.delete-code').textContent()) ?? '';
    expect(code).toMatch(/^\d{4}$/);
    const confirm = dialog.getByRole('button', { name: 'delete', exact: true });
    const typed = dialog.getByLabel('type the code to confirm');
    expect(await confirm.isDisabled()).toBe(true);
    await typed.fill(code === '1234' ? '4321' : '1234');
    expect(await confirm.isDisabled()).toBe(true);
    await typed.fill(code);
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await page.waitForURL(`${server.url}/user-blogs`);
    await expect.poll(async () => (await serverBlog()).status, { timeout: 15_000 }).toBe(404);
  });
});
