// A signed-in start of the three screens a blogger opens most, in headless Chromium against the real
// server and the production build. Downloading the app (no service worker yet, as in a fresh profile),
// the page paints its heading before it so much as asks for the data layer (dexie, zod, the sync engine),
// then fills in. Started from the service worker's cache, the data layer is asked for at once and the
// screen paints whole (main.tsx, first-paint.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoBlockingViolations, expectNoSidewaysScroll, newAxeContext } from './axe';
import { ADMIN, type Harness, PHONE, startHarness } from './harness';
import { storedSessionFor, storeSessionIn } from './session';

interface Start {
  /** When the page first painted something (Paint Timing's first contentful paint). */
  firstPaint: number;
  /** The data layer's chunks the page asked for, and when (in the same clock). */
  dataLayer: { chunk: string; asked: number }[];
  /** Whether a service worker controlled the page when it started (it may claim the page later). */
  controlled: boolean;
}

interface StartedPage {
  startedControlled?: boolean;
}

const DATA_LAYER = /\/assets\/(dexie|zod|sync-runtime)-[\w-]+\.js$/;

async function startOf(page: Page): Promise<Start> {
  // Chromium reports a paint once it is on screen, a frame or so after the frame that drew it: a screen
  // drawn whole in its first frame can be looked at before its paint is reported.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return page.evaluate((pattern) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      firstPaint: fcp ? fcp.startTime : Number.NaN,
      dataLayer: performance
        .getEntriesByType('resource')
        .map((entry) => ({ chunk: new RegExp(pattern).exec(entry.name)?.[1] ?? '', asked: entry.startTime }))
        .filter(({ chunk }) => chunk !== ''),
      controlled: (window as StartedPage).startedControlled === true,
    };
  }, DATA_LAYER.source);
}

const SCREENS = [
  { path: '/tasks', heading: 'tasks', filled: 'main input[type="search"]' },
  { path: '/user-blogs', heading: 'my blogs', filled: 'main input[type="search"]' },
  { path: '/new-blog', heading: 'new blog', filled: 'form[aria-label="new blog"]' },
];

describe('a signed-in start', () => {
  let harness: Harness;
  let session: string;
  beforeAll(async () => {
    harness = await startHarness();
    session = await storedSessionFor(harness.server.url, ADMIN);
  });
  afterAll(() => harness?.close());

  /** A fresh profile holding the session, as a device that signed in and has not yet run the app. */
  async function signedInContext(): Promise<BrowserContext> {
    const context = await newAxeContext(harness.browser, { viewport: PHONE });
    await context.addInitScript(() => {
      (window as StartedPage).startedControlled = navigator.serviceWorker.controller !== null;
    });
    await storeSessionIn(context, harness.server.url, session);
    return context;
  }

  it.each(SCREENS)(
    '$path downloading the app paints its heading first, then asks for the data layer and fills in',
    async ({ path, heading, filled }) => {
      const context = await signedInContext();
      try {
        const page = await context.newPage();
        // The database library is held back (the page's own request: no service worker yet), so the
        // frame can be looked at as a slow network shows it.
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(/\/assets\/dexie-[\w-]+\.js$/, async (route) => {
          await released;
          await route.continue();
        });
        await page.goto(`${harness.server.url}${path}`);
        await expect(page.locator('main h1').textContent()).resolves.toBe(heading);
        await expect(page.locator('main [role="status"]').textContent()).resolves.toBe(
          'we are fetching your data',
        );
        await expectNoBlockingViolations(page);
        await expectNoSidewaysScroll(page, `${path} before its data`);

        release();
        await page.locator(filled).waitFor();
        await expectNoBlockingViolations(page);
        await expectNoSidewaysScroll(page, path);
        await expect(page.locator('main h1').allTextContents()).resolves.toEqual([heading]);
        const start = await startOf(page);
        expect(start.controlled).toBe(false);
        expect(start.dataLayer.map(({ chunk }) => chunk).sort()).toEqual(['dexie', 'sync-runtime', 'zod']);
        for (const { asked } of start.dataLayer) expect(asked).toBeGreaterThan(start.firstPaint);
      } finally {
        await context.close();
      }
    },
  );

  it('from the service worker cache asks for the data layer before painting, and paints /tasks whole', async () => {
    const context = await signedInContext();
    try {
      const page = await context.newPage();
      await page.goto(`${harness.server.url}/tasks`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 20_000,
      });
      await page.reload();
      await page.locator('main input[type="search"]').waitFor();
      const start = await startOf(page);
      expect(start.controlled).toBe(true);
      expect(start.dataLayer.map(({ chunk }) => chunk).sort()).toEqual(['dexie', 'sync-runtime', 'zod']);
      for (const { asked } of start.dataLayer) expect(asked).toBeLessThan(start.firstPaint);
    } finally {
      await context.close();
    }
  });
});
