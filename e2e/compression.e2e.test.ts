// What a phone downloads on a first visit goes out compressed: the built HTML, JS and CSS as the copies the
// build precompressed, the public list negotiated; and the service worker still precaches the app shell
// through those answers, so the app opens offline.
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, PHONE, startHarness } from './harness';

describe('compressed answers in the browser', () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness({ seed: true });
    context = await harness.browser.newContext({ viewport: PHONE });
    page = await context.newPage();
  });
  afterAll(() => harness?.close());

  it('gets every text file of the first visit compressed, and works offline afterwards', async () => {
    const answers: Response[] = [];
    page.on('response', (res) => answers.push(res));
    await page.goto(harness.server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await expect.poll(() => page.getByRole('banner').count()).toBeGreaterThan(0);

    const text = answers.filter((res) => {
      const url = new URL(res.url());
      const type = res.headers()['content-type'] ?? '';
      return (
        url.origin === harness.server.url &&
        res.status() === 200 &&
        !res.fromServiceWorker() &&
        /^(text\/html|text\/css|text\/javascript|application\/javascript)/.test(type) &&
        Number(res.headers()['content-length'] ?? 2000) > 1024
      );
    });
    const kinds = new Set(text.map((res) => (res.headers()['content-type'] ?? '').split(';')[0]));
    expect([...kinds]).toEqual(expect.arrayContaining(['text/html', 'text/javascript']));
    for (const res of text) {
      expect(res.headers()['content-encoding'], res.url()).toBe('br');
      expect(res.headers().vary, res.url()).toMatch(/accept-encoding/i);
    }
    const list = await page.evaluate(async () => {
      const res = await fetch('/api/public/blogs/');
      return { ok: res.ok, blogs: ((await res.json()) as unknown[]).length };
    });
    expect(list).toEqual({ ok: true, blogs: 3 });

    await context.setOffline(true);
    try {
      await page.reload();
      await expect.poll(() => page.getByRole('banner').count()).toBeGreaterThan(0);
      await page.goto(`${harness.server.url}/faqs`);
      await expect.poll(() => page.getByRole('button', { name: /how do i start blogging/i }).count()).toBe(1);
    } finally {
      await context.setOffline(false);
    }
  });
});
