// The server's Content-Security-Policy as Chromium enforces it: on a page the real server sent, a script
// an attacker managed to inject (an inline <script>, an inline event handler) does not run, and
// the browser reports the violation. The app's own scripts, from our origin, do.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, PHONE, startHarness } from './harness';

interface Violation {
  directive: string;
  blocked: string;
}

describe('the CSP in Chromium', () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness();
    context = await harness.browser.newContext({ viewport: PHONE });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  async function openWithWatch(path: string): Promise<void> {
    await page.goto(new URL(path, harness.server.url).href);
    // The app's own module script ran: it rendered the page.
    await page.locator('main').first().waitFor({ timeout: 20_000 });
    await page.evaluate(() => {
      const seen: Violation[] = [];
      (window as unknown as { violations: Violation[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI }),
      );
    });
  }

  const violations = () => page.evaluate(() => (window as unknown as { violations: Violation[] }).violations);
  const injected = () => page.evaluate(() => (window as unknown as { injected?: string }).injected);

  it.each(['/', '/sign-in', '/no-such-page'])('blocks an inline script injected into %s', async (path) => {
    await openWithWatch(path);
    await page.addScriptTag({ content: 'window.injected = "inline script ran"' }).catch(() => undefined);
    await expect.poll(violations).toContainEqual({ directive: 'script-src-elem', blocked: 'inline' });
    expect(await injected()).toBeUndefined();
  });

  it('blocks an inline event handler', async () => {
    await openWithWatch('/');
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.injected = "handler ran"');
      img.src = 'data:image/png;base64,AAAA';
      document.body.append(img);
    });
    await expect.poll(violations).toContainEqual({ directive: 'script-src-attr', blocked: 'inline' });
    expect(await injected()).toBeUndefined();
  });

  it('is the policy the server sends with the page', async () => {
    const res = await page.goto(harness.server.url);
    const csp = (await res?.allHeaders())?.['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    // eval is refused by the same policy; Chromium lets the test's own evaluate() past it, so it is
    // checked in the header only.
    expect(csp).not.toContain('unsafe-eval');
  });
});
