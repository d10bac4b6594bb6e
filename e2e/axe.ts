// Accessibility checks for the e2e suites: axe-core, and no sideways scrolling (WCAG reflow). The server's
// CSP forbids inline scripts, so the page's context must be created with `bypassCSP: true` for addScriptTag
// to inject axe.
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

// The page's globals as seen from Node (tsconfig.node.json has no DOM library).
interface AxePage {
  axe?: { run(context: unknown, options: axe.RunOptions): Promise<axe.AxeResults> };
  document: unknown;
}

interface LayoutPage {
  innerWidth: number;
  document: { documentElement: { scrollWidth: number; clientWidth: number } };
}

const BLOCKING: axe.ImpactValue[] = ['serious', 'critical'];

/** Runs axe on the page as it is now; answers the violations whose impact is serious or critical. */
export async function blockingViolations(page: Page): Promise<axe.Result[]> {
  const loaded = await page.evaluate(() => Boolean((globalThis as unknown as AxePage).axe));
  if (!loaded) await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(() => {
    const win = globalThis as unknown as AxePage;
    if (!win.axe) throw new Error('axe-core did not load; was the context created with bypassCSP: true?');
    return win.axe.run(win.document, { resultTypes: ['violations'] });
  });
  return results.violations.filter((violation) => BLOCKING.includes(violation.impact ?? null));
}

/** A readable list of violations for a failing assertion: rule, impact, help and the offending nodes. */
export function describeViolations(violations: axe.Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary ?? n.html}`);
      return `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Fails the test, listing them, if axe finds serious or critical violations on the page as it is now. */
export async function expectNoBlockingViolations(page: Page): Promise<void> {
  const violations = await blockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** How far the page is wider than both its layout viewport and its window, in px (≤ 0: no sideways scroll). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const win = globalThis as unknown as LayoutPage;
    const root = win.document.documentElement;
    return root.scrollWidth - Math.min(root.clientWidth, win.innerWidth);
  });
}

/** Fails the test if the page scrolls sideways; `label` (say, the path) names the page in the failure. */
export async function expectNoSidewaysScroll(page: Page, label?: string): Promise<void> {
  expect(await sidewaysOverflow(page), label).toBeLessThanOrEqual(0);
}

/** A browser context that lets axe's script in (bypassCSP); nothing the pages do depends on the CSP. */
export function newAxeContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...options, bypassCSP: true });
}

/** Runs `check` on a page of a fresh axe-ready context (see newAxeContext), closing the context after. */
export async function withAxePage<T>(
  browser: Browser,
  options: BrowserContextOptions,
  check: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await newAxeContext(browser, options);
  try {
    return await check(await context.newPage(), context);
  } finally {
    await context.close();
  }
}
