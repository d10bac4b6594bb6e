// The featured blogs on the home page end to end: headless Chromium on a phone-sized screen against the
// real server (seeded with the three featured sample blogs) and the production build. A visitor sees the
// featured blogs only, still sees them after an offline reload (the device copy, photos from the service
// worker's media cache); a signed-in user's list comes from the synced feed and follows the server live;
// a server with no featured blog says so.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '../shared/entities/blog';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { expectNoBlockingViolations, expectNoSidewaysScroll, newAxeContext, withAxePage } from './axe';
import { type Harness, PHONE, startHarness, startTestServer, type TestServer } from './harness';
import { untilControlled } from './service-worker';
import { callApi, loginToken, signIn } from './session';

const NOT_FEATURED = 'A published blog nobody featured';

describe('home: featured blogs', () => {
  let harness: Harness;
  let server: ServerProcess;
  let emptyServer: TestServer | undefined;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token = '';

  const cards = () => page.locator('main .featured-card');
  const cardLinks = () =>
    page
      .locator('main .featured-card a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').sort());

  async function featuredOnServer(): Promise<string[]> {
    const blogs: Blog[] = await (await fetch(`${server.url}/api/public/blogs/`)).json();
    return blogs
      .filter((b) => b.featured)
      .map((b) => `/public-blog/${b._id}`)
      .sort();
  }

  async function expectAccessible(target: Page) {
    await expectNoBlockingViolations(target);
    await expectNoSidewaysScroll(target);
  }

  beforeAll(async () => {
    harness = await startHarness({ seed: true });
    ({ server, browser } = harness);
    token = await loginToken(server.url);
    const form = new FormData();
    form.set('blogTitle', NOT_FEATURED);
    form.set('featured', 'false');
    form.set('publish', 'true');
    const made = await callApi(server.url, token, '/api/blogs/', { method: 'POST', body: form });
    expect(made.status).toBe(201);
    context = await newAxeContext(browser, { viewport: PHONE });
    page = await context.newPage();
  });
  afterAll(async () => {
    await harness?.close();
    await emptyServer?.close();
  });

  it('shows a visitor the three featured sample blogs, each linking to its public page', async () => {
    await page.goto(server.url);
    await expect.poll(() => cards().count()).toBe(3);
    const featured = await featuredOnServer();
    expect(featured).toHaveLength(3);
    expect(await cardLinks()).toEqual(featured);
    expect(await page.locator('main').textContent()).not.toContain(NOT_FEATURED);
    expect(await cards().first().textContent()).toMatch(/by Maya Lindqvist/);
    await expectAccessible(page);
  });

  it('still lists them offline after a reload, photos included', async () => {
    await untilControlled(page, 20_000);
    // Seen once through the service worker, so its media cache holds the photos this screen uses.
    await page.reload();
    await expect.poll(() => cards().count()).toBe(3);
    const photos = page.locator('main .featured-card img');
    for (let i = 0; i < 3; i++) {
      await photos.nth(i).scrollIntoViewIfNeeded();
      await expect
        .poll(() => photos.nth(i).evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }

    await context.setOffline(true);
    try {
      await page.reload();
      await expect.poll(() => cards().count()).toBe(3);
      expect(await cardLinks()).toEqual(await featuredOnServer());
      await page.locator('main').getByText('saved on this device', { exact: false }).waitFor();
      for (let i = 0; i < 3; i++) {
        await photos.nth(i).scrollIntoViewIfNeeded();
        await expect
          .poll(() => photos.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }
      await expectAccessible(page);
    } finally {
      await context.setOffline(false);
    }
  });

  it('reads a signed-in user’s list from the synced feed, which follows the server live', async () => {
    await signIn(page, server.url);
    await expect.poll(() => cards().count()).toBe(3);

    await page.locator('.sync-status').filter({ hasText: 'Synced' }).waitFor({ timeout: 15_000 });

    // Offline with the device copy gone, only the synced feed can fill the list.
    await context.setOffline(true);
    try {
      await page.evaluate(() => localStorage.removeItem('travel-blog:public-blogs'));
      await page.reload();
      await expect.poll(() => cards().count()).toBe(3);
      expect(await cardLinks()).toEqual(await featuredOnServer());
      expect(await page.locator('main .featured .note').count()).toBe(0);
    } finally {
      await context.setOffline(false);
    }

    // The page fetches the network list only when it opens; a change arriving without a reload came
    // through the synced feed.
    const [dropped] = await featuredOnServer();
    const res = await callApi(server.url, token, `/api/admin/${dropped?.split('/').at(-1)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ featured: false }),
    });
    expect(res.status).toBe(200);
    await expect.poll(cardLinks, { timeout: 15_000 }).toEqual(await featuredOnServer());
    expect(await cards().count()).toBe(2);
    await expectAccessible(page);
  });

  it('says so when the server has no featured blog', async () => {
    emptyServer = await startTestServer({ seed: false });
    const { url } = emptyServer.server;
    await withAxePage(browser, { viewport: PHONE }, async (visitor) => {
      await visitor.goto(url);
      await visitor.locator('main').getByText('no featured blogs yet!', { exact: true }).waitFor();
      expect(await visitor.locator('main .featured-card').count()).toBe(0);
      await expectAccessible(visitor);
    });
  });
});
