// A visitor's first visit to / in headless Chromium on a phone, against the real server and the production
// build: it downloads only the JavaScript scripts/check-bundle.mjs counts for the bundle budget (no lazy
// screen, no database, no validator), within the budget; nothing blocks the first paint (the stylesheet is
// inline and allowed by the CSP's hash); the home page comes with its first featured blogs as summaries,
// not whole blogs, and asks the API for nothing more; and the lazy screens still open offline from the
// service worker's precache.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBundle, chunkName, FIRST_VISIT_BUDGET_BYTES, LAZY_ON_HOME } from '../scripts/check-bundle.mjs';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { type Harness, startHarness } from './harness';
import { untilControlled } from './service-worker';

const PHONE_390 = { width: 390, height: 844 };

describe('a first visit to /', () => {
  let harness: Harness;
  let server: ServerProcess;
  let context: BrowserContext;
  let page: Page;
  const scripts: string[] = [];
  const summaries: unknown[] = [];
  let html = '';

  beforeAll(async () => {
    harness = await startHarness({ seed: true });
    ({ server } = harness);
    context = await harness.browser.newContext({ viewport: PHONE_390 });
    page = await context.newPage();
    // Every CSP violation the page sees (a blocked inline style would be one).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    page.on('response', async (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname.slice(1));
      if (url.pathname === '/api/public/blogs/' && res.ok()) summaries.push(await res.json());
      if (url.pathname === '/' && res.request().resourceType() === 'document') html = await res.text();
    });
    await page.goto(server.url);
    await page.locator('main .featured-card').nth(2).waitFor();
    await page.waitForLoadState('networkidle');
  });
  afterAll(() => harness?.close());

  it('loads only the counted first-visit chunks, within the budget', () => {
    const counted = checkBundle('dist/pwa');
    const loaded = scripts.filter((file) => file.startsWith('assets/'));
    // Counted whatever happens, loaded only when needed: the placeholders' worker starts for a photo still
    // on its way when its card mounts, and on loopback the photos may all be in first.
    const whenNeeded = (file: string) => LAZY_ON_HOME.includes(chunkName(file));
    expect(new Set(loaded.filter((file) => !whenNeeded(file)))).toEqual(
      new Set(counted.files.filter((file) => !whenNeeded(file))),
    );
    expect(loaded.filter(whenNeeded).every((file) => counted.files.includes(file))).toBe(true);
    expect(loaded.filter((file) => /\/(dexie|zod|photo-country|minisearch|client-zip)-/.test(file))).toEqual(
      [],
    );
    expect(counted.total).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES);
  });

  it('paints without waiting for a stylesheet or a classic script, styled under the CSP', async () => {
    const head = await page.evaluate(() => ({
      stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
      inlineStyles: document.head.querySelectorAll('style').length,
      classicScripts: [...document.querySelectorAll('script[src]')].filter(
        (s) => s.getAttribute('type') !== 'module',
      ).length,
      background: getComputedStyle(document.documentElement).backgroundColor,
      violations: (window as unknown as { violations: string[] }).violations,
    }));
    expect(head).toEqual({
      stylesheets: 0,
      inlineStyles: 1,
      classicScripts: 0,
      // --sand from pwa/src/styles.css: the inline stylesheet applied.
      background: 'rgb(251, 248, 243)',
      violations: [],
    });
  });

  it('comes with the featured blogs as summaries, without their bodies, and asks for no list', () => {
    const block = html.match(/<script type="application\/json" id="featured-page">([^<]*)<\/script>/);
    const inPage = JSON.parse(block?.[1] ?? 'null');
    expect(inPage).toMatchObject({ blogs: expect.any(Array), nextCursor: null });
    expect(inPage.blogs).toHaveLength(3);
    expect(JSON.stringify(inPage)).not.toContain('blogBody');
    expect(summaries).toEqual([]);
  });

  it('opens lazy screens offline from the precache', async () => {
    await untilControlled(page, 20_000);
    await context.setOffline(true);
    try {
      await page.goto(`${server.url}/faqs`);
      await expect.poll(() => page.locator('main h1').textContent()).toBe('frequently asked questions');
      await page.locator('a[href="/terms"]').first().click();
      await expect.poll(() => page.locator('main h1').textContent()).toBe('terms and conditions');
      expect(new URL(page.url()).pathname).toBe('/terms');
    } finally {
      await context.setOffline(false);
    }
  });
});
