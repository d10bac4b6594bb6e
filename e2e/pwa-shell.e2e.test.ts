import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { expectNoBlockingViolations, expectNoSidewaysScroll, withAxePage } from './axe';
import { type Harness, PHONE, startHarness } from './harness';
import { menuButton } from './header';

async function expectAccessible(page: Page, label: string) {
  await expectNoBlockingViolations(page);
  await expectNoSidewaysScroll(page, label);
}

describe('installable offline shell', () => {
  let harness: Harness;
  let server: ServerProcess;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // As the server starts by default: the sample blogs (their photos are used below), no admin password.
    harness = await startHarness({ seed: true, adminPassword: null });
    ({ server } = harness);
    context = await harness.browser.newContext();
    page = await context.newPage();
  });
  afterAll(() => harness?.close());

  it('links a manifest with 192, 512 and maskable icons', async () => {
    await page.goto(server.url);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await fetch(new URL(href ?? '', server.url))).json();
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    const icons: { sizes: string; purpose?: string }[] = manifest.icons;
    expect(icons.some((i) => i.sizes === '192x192')).toBe(true);
    expect(icons.some((i) => i.sizes === '512x512' && (i.purpose ?? 'any').includes('any'))).toBe(true);
    expect(icons.some((i) => i.purpose?.includes('maskable'))).toBe(true);
  });

  it('is controlled by the service worker on first load', async () => {
    await page.goto(server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${server.url}/sw.js`,
    );
  });

  it('renders the shell offline on reload and on a deep link', async () => {
    await page.goto(server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await context.setOffline(true);
    try {
      await page.reload();
      await expect
        .poll(() => page.getByRole('banner').getByRole('link', { name: /home/i }).count())
        .toBeGreaterThan(0);
      await expect.poll(() => page.getByText('login or register to get started').count()).toBeGreaterThan(0);

      await page.goto(`${server.url}/faqs`);
      await expect.poll(() => page.getByRole('button', { name: /how do i start blogging/i }).count()).toBe(1);

      await page.goto(`${server.url}/somewhere/else`);
      await expect.poll(() => page.getByText('page not found').count()).toBeGreaterThan(0);
    } finally {
      await context.setOffline(false);
    }
  });

  it("reads the build's hashed files from its cache without running the worker, online and offline", async () => {
    await page.goto(server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    // New tabs: a reload would take the scripts from the page's memory cache, past any worker.
    const sourcesOfAssets = (tab: Page) =>
      tab.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
          .map(
            (entry) =>
              (entry as PerformanceEntry & { workerMatchedSourceType?: string }).workerMatchedSourceType,
          ),
      );
    const online = await context.newPage();
    try {
      await online.goto(server.url);
      await online.waitForLoadState('load');
      const sources = await sourcesOfAssets(online);
      expect(sources.length).toBeGreaterThan(0);
      expect(new Set(sources)).toEqual(new Set(['cache']));
      // A file the cache does not hold still comes from the server.
      const missing = await online.evaluate(() =>
        fetch('/assets/not-in-this-build-00000000.js').then((r) => r.status),
      );
      expect(missing).toBe(404);
    } finally {
      await online.close();
    }
    await context.setOffline(true);
    const offline = await context.newPage();
    try {
      await offline.goto(server.url);
      await expect
        .poll(() => offline.getByText('login or register to get started').count())
        .toBeGreaterThan(0);
      expect(new Set(await sourcesOfAssets(offline))).toEqual(new Set(['cache']));
    } finally {
      await context.setOffline(false);
      await offline.close();
    }
  });

  it('keeps images it has shown for offline use, cache first', async () => {
    const blogs = (await (await fetch(`${server.url}/api/public/blogs/`)).json()) as {
      imageData?: { heroImage: { url: string }; imageUrls: { url: string }[] };
    }[];
    const urls = blogs.flatMap(({ imageData }) =>
      imageData ? [imageData.heroImage.url, imageData.imageUrls[0]?.url ?? ''] : [],
    );
    const [seen = '', unseen = ''] = urls;
    expect(seen).toMatch(/^\/media\//);
    expect(unseen).toMatch(/^\/media\//);
    await page.goto(server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    expect(await page.evaluate((url) => fetch(url).then((r) => r.status), seen)).toBe(200);
    await page.waitForFunction(async (url) => Boolean(await (await caches.open('media')).match(url)), seen);

    await context.setOffline(true);
    try {
      const fetchStatus = (url: string) =>
        page.evaluate(
          (u) =>
            fetch(u).then(
              (r) => r.status,
              () => 'network error',
            ),
          url,
        );
      expect(await fetchStatus(seen)).toBe(200);
      expect(await fetchStatus(unseen)).toBe('network error');
    } finally {
      await context.setOffline(false);
    }
  });

  it('never answers API calls from the service worker cache', async () => {
    await page.goto(server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await context.setOffline(true);
    try {
      const status = await page.evaluate(() =>
        fetch('/api/health').then(
          (r) => r.status,
          () => 'network error',
        ),
      );
      expect(status).toBe('network error');
    } finally {
      await context.setOffline(false);
    }
  });

  describe('installing from inside the app', () => {
    it('offers "install app" in the menu and the footer once the browser allows it, until installed', async () => {
      await withAxePage(harness.browser, { viewport: PHONE }, async (page) => {
        await page.goto(server.url);
        await page.locator('main h1').waitFor();
        const entries = page.locator('.install-app');
        const footerEntry = page.getByRole('contentinfo').getByRole('button', { name: 'install app' });
        // What Chromium fires when the app may be installed; its prompt() marks the page when called.
        const browserAllows = () =>
          page.evaluate(() => {
            const prompt = async () => document.body.setAttribute('data-prompted', 'yes');
            const userChoice = Promise.resolve({ outcome: 'dismissed' });
            window.dispatchEvent(
              Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice }),
            );
          });
        expect(await entries.count()).toBe(0);
        await browserAllows();
        await footerEntry.waitFor();
        await menuButton(page).click();
        await expectAccessible(page, '/ with "install app" in the open menu');
        await page.locator('.header-menu__panel').getByRole('button', { name: 'install app' }).click();
        expect(await page.locator('body').getAttribute('data-prompted')).toBe('yes');
        await expect.poll(() => entries.count()).toBe(0);

        await browserAllows();
        await footerEntry.waitFor();
        await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
        await expect.poll(() => entries.count()).toBe(0);
      });
    });

    it('shows iOS Safari the Add to Home Screen steps on asking', async () => {
      const userAgent =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
      await withAxePage(harness.browser, { viewport: PHONE, userAgent }, async (page) => {
        await page.goto(`${server.url}/faqs`);
        const entry = page.getByRole('contentinfo').getByRole('button', { name: 'install app' });
        await entry.click();
        expect(await entry.getAttribute('aria-expanded')).toBe('true');
        await page.getByRole('contentinfo').getByText('Choose “Add to Home Screen”.').waitFor();
        await expectAccessible(page, '/faqs with the Add to Home Screen steps');
      });
    });
  });
});
