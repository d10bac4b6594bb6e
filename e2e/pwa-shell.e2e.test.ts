import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { type Harness, startHarness } from './harness';

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
});
