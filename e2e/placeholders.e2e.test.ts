// Photo placeholders in Chromium (issue 17): a public blog whose photos are not on the device shows each
// photo's ThumbHash sketch, sized like the photo, instead of an empty box: while a photo is on its way
// (replaced once it arrives), and for good when it cannot come (offline, not kept on the device). The
// photo requests are failed or held by the test; service workers are blocked so that every request
// passes through the test's routes (a worker's own fetches bypass them).
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, PHONE, startHarness } from './harness';
import { jpeg } from './photos';
import { callApi, loginToken, signIn } from './session';

const TITLE = 'Azulejos of Porto';
const PHOTO = /\.webp(\?|$)/;

describe('photo placeholders', () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;
  let blogId = '';
  let workers: string[] = [];

  beforeAll(async () => {
    harness = await startHarness();
    const token = await loginToken(harness.server.url);
    const form = new FormData();
    form.set('blogTitle', TITLE);
    form.set('country', 'Portugal');
    form.set('blogBody', 'Blue tiles on every wall.\n\nThe river at dusk.\n\nTrains along the coast.');
    form.set('featured', 'false');
    form.set('publish', 'true');
    form.set('heroImage', new Blob([await jpeg('#c04020', 1600, 1000)]), 'hero.jpg');
    for (const colour of ['#2050c0', '#30a040'])
      form.append('images', new Blob([await jpeg(colour, 1200, 900)]), `${colour}.jpg`);
    const res = await callApi(harness.server.url, token, '/api/blogs/', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    blogId = (await res.json())._id;
  });
  afterAll(() => harness?.close());
  afterEach(() => context?.close());

  async function openBlog(photos: (route: Route) => Promise<void>): Promise<Locator> {
    context = await harness.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    await context.route(PHOTO, photos);
    page = await context.newPage();
    workers = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    // SPEC: blog pages are for signed-in readers.
    await signIn(page, harness.server.url);
    await page.goto(`${harness.server.url}/public-blog/${blogId}`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(TITLE);
    return page.locator('main img.blog-article__hero, main img.blog-row__image');
  }

  /** What a photo element shows: its placeholder background, its box, and whether the photo itself loaded. */
  const state = (img: Locator) =>
    img.evaluate((el) => {
      const image = el as HTMLImageElement;
      const box = image.getBoundingClientRect();
      return {
        sketch: getComputedStyle(image).backgroundImage.startsWith('url("data:image/png;base64,'),
        loaded: image.complete && image.naturalWidth > 0,
        width: Math.round(box.width),
        height: Math.round(box.height),
      };
    });

  it('shows a placeholder the size of the photo for every photo that cannot load', async () => {
    const photos = await openBlog((route) => route.abort('internetdisconnected'));
    await expect.poll(() => photos.count()).toBe(3);
    for (const img of await photos.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(async () => (await state(img)).sketch, { timeout: 10_000 }).toBe(true);
      const shown = await state(img);
      expect(shown.loaded).toBe(false);
      // Not an empty box: the sketch fills a box of the photo's shape across the column.
      expect(shown.width).toBeGreaterThan(200);
      expect(shown.height).toBeGreaterThan(100);
    }
    // Decoded off the main thread: one worker drew every sketch.
    expect(workers.filter((path) => /\/placeholder\.worker-[\w-]+\.js$/.test(path))).toHaveLength(1);
    // The alt text stays what assistive technology reads.
    await expect.poll(() => page.getByRole('img', { name: `hero photo of ${TITLE}` }).count()).toBe(1);
  });

  it('shows the placeholder while the photo is on its way, and the photo alone once it is in', async () => {
    const held: Route[] = [];
    const photos = await openBlog(async (route) => {
      held.push(route);
    });
    const hero = photos.first();
    await expect.poll(async () => (await state(hero)).sketch, { timeout: 10_000 }).toBe(true);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const route of held.splice(0)) await route.continue();
    await context.unroute(PHOTO);
    await expect.poll(() => state(hero), { timeout: 10_000 }).toMatchObject({ loaded: true, sketch: false });
  });
});
