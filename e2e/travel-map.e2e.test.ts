// Issue 33's traveller's map, in Chromium against the production build and its service worker: a blogger
// with blogs in three countries (and one in a region no map knows) opens /user-blogs offline; the map,
// drawn on the device from the bundled geometry, shades exactly those three countries by count; a click on
// one filters the table to its blogs, and the country list does the same by keyboard; a blog page shows its
// country on a locator map; the page is axe clean at a phone's width.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Registered, registerUser } from './accounts-api';
import { expectNoBlockingViolations, expectNoSidewaysScroll, newAxeContext } from './axe';
import { type Harness, startHarness } from './harness';
import { untilControlled } from './service-worker';
import { callApi, signIn } from './session';
import { SYNCED } from './two-devices';

const PHONE_390 = { width: 390, height: 844 };
const SLOW = 20_000;

const BLOGS = [
  { title: 'Rio by tram', country: 'Brazil' },
  { title: 'Salvador at dusk', country: 'brasil' },
  { title: 'Sydney harbour', country: 'Australia' },
  { title: 'Kyoto gardens', country: 'JAPAN' },
  { title: 'Lazio hills', country: 'Lazio' },
];

async function createBlog(baseUrl: string, token: string, title: string, country: string): Promise<string> {
  const form = new FormData();
  form.set('blogTitle', title);
  form.set('country', country);
  form.set('blogBody', 'A day on the road, written down at night.');
  form.set('featured', 'false');
  form.set('publish', 'true');
  const res = await callApi(baseUrl, token, '/api/blogs/', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return (await res.json())._id;
}

describe("the traveller's map", () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;
  let blogger: Registered;
  const ids: string[] = [];

  beforeAll(async () => {
    harness = await startHarness();
    const { url } = harness.server;
    blogger = await registerUser(url, 'Tess Traveller');
    for (const blog of BLOGS) ids.push(await createBlog(url, blogger.token, blog.title, blog.country));
    context = await newAxeContext(harness.browser, { viewport: PHONE_390 });
    page = await context.newPage();
    await signIn(page, url, blogger);
    await untilControlled(page, SLOW);
    // Online once, so the blogs reach the device's database.
    await page.goto(`${url}/user-blogs`);
    await main()
      .locator('tbody th[scope="row"]')
      .nth(BLOGS.length - 1)
      .waitFor({ timeout: SYNCED });
  });
  afterAll(() => harness?.close());

  const main = () => page.locator('main');
  const rowTitles = async () => (await main().locator('tbody th[scope="row"]').allTextContents()).sort();
  const shaded = () =>
    main()
      .locator('svg path[data-count]')
      .evaluateAll((paths) =>
        paths.map((p) => [p.getAttribute('data-country-id'), p.getAttribute('data-count')]).sort(),
      );

  it('offline, shades exactly the three countries; a click or the list by keyboard filters the table', async () => {
    await context.setOffline(true);
    try {
      await page.reload();
      await expect.poll(shaded, { timeout: SLOW }).toEqual([
        ['036', '1'],
        ['076', '2'],
        ['392', '1'],
      ]);
      expect(await rowTitles()).toHaveLength(BLOGS.length);

      // A click on Brazil's shape: the middle of its box is Brazil.
      const brazil = main().locator('svg path[data-country-id="076"]');
      const box = await brazil.boundingBox();
      if (!box) throw new Error('Brazil is not drawn');
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x as number, y as number)?.getAttribute('data-country-id'),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe('076');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(rowTitles).toEqual(['Rio by tram', 'Salvador at dusk']);
      expect(await main().locator('.user-blogs__filter').textContent()).toBe(
        'showing your 2 blogs in brazil',
      );

      // The same by keyboard, through the list: all countries again, then Japan.
      const list = main().getByRole('list', { name: 'your blogs by country' });
      expect(await list.getByRole('button').allTextContents()).toEqual([
        'all countries',
        'brazil (2)',
        'australia (1)',
        'japan (1)',
      ]);
      await list.getByRole('button', { name: 'all countries' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(rowTitles).toHaveLength(BLOGS.length);
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect.poll(rowTitles).toEqual(['Kyoto gardens']);
      expect(await list.getByRole('button', { name: 'japan (1)' }).getAttribute('aria-pressed')).toBe('true');
      expect(await main().locator('path[data-country-id="392"]').getAttribute('class')).toContain(
        'world-map__country--selected',
      );

      await expectNoBlockingViolations(page);
      await expectNoSidewaysScroll(page, '/user-blogs');
    } finally {
      await context.setOffline(false);
    }
  });

  it("shows a blog's country on a locator map, and none for a region the map does not know", async () => {
    await context.setOffline(true);
    try {
      await page.goto(`${harness.server.url}/user-blog/${ids[3]}`);
      const located = main().locator('svg.world-map--locator .world-map__country--located');
      await located.waitFor({ timeout: SLOW });
      expect(await located.getAttribute('data-country-id')).toBe('392');
      expect(await main().locator('svg.world-map--locator').getAttribute('aria-hidden')).toBe('true');
      await expectNoBlockingViolations(page);
      await expectNoSidewaysScroll(page, '/user-blog');

      await page.goto(`${harness.server.url}/user-blog/${ids[4]}`);
      await expect.poll(() => main().locator('h1').textContent(), { timeout: SLOW }).toBe('Lazio hills');
      expect(await main().locator('.blog-article__country').textContent()).toBe('lazio');
      expect(await main().locator('.world-map-box').count()).toBe(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
