// Toasts that never pile up or hide what the user watches, end to end: headless Chromium on a 390 px phone
// against the real server and the production build. The tests run in order and share one browser
// context, like one person's visit: a burst of writes, then typing low and high on a short screen.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { expectNoBlockingViolations, newAxeContext } from './axe';
import { box, intersects } from './boxes';
import { type Harness, startHarness } from './harness';
import { signIn } from './session';

const PHONE_390 = { width: 390, height: 844 };

describe('toasts', () => {
  let harness: Harness;
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const taskField = () => page.locator('main').getByLabel('task', { exact: true });
  const toastList = () => page.locator('.toast');
  const taskTexts = () => page.locator('main .task__text').allTextContents();

  /** Whether `locator` is what a tap at its centre reaches: nothing is drawn over it. */
  const onTop = (locator: Locator) =>
    locator.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      const hit = el.ownerDocument.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit !== null && el.contains(hit);
    });

  /** Fails unless every toast is on screen and clear of `kept`, and `kept` is on top at its centre. */
  async function expectToastsClearOf(kept: Locator) {
    const keptBox = await box(kept);
    const viewport = page.viewportSize() ?? PHONE_390;
    for (const toast of await toastList().all()) {
      const toastBox = await box(toast);
      expect(intersects(toastBox, keptBox), 'a toast covers it').toBe(false);
      expect(toastBox.y).toBeGreaterThanOrEqual(0);
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(viewport.height);
    }
    expect(await onTop(kept)).toBe(true);
  }

  beforeAll(async () => {
    harness = await startHarness();
    ({ server, browser } = harness);
    context = await newAxeContext(browser, { viewport: PHONE_390 });
    page = await context.newPage();
  });
  afterAll(() => harness?.close());

  it('shows a burst of twelve identical toasts as one with a count, clear of the sync status and the input', async () => {
    await signIn(page, server.url);
    await page.goto(`${server.url}/tasks`);
    await page.getByText('no tasks to show!').waitFor();
    const status = page.locator('header .sync-status');
    await expect.poll(() => status.textContent()).not.toBe('');

    for (let n = 1; n <= 12; n += 1) {
      await taskField().fill(`task number ${n}`);
      await taskField().press('Enter');
    }
    await expect.poll(async () => (await taskTexts()).length).toBe(12);
    await expect.poll(() => page.locator('.toast .toast__count').textContent()).toBe(' ×12');
    expect(await toastList().count()).toBe(1);
    expect(await page.locator('.toast p').textContent()).toBe('task addded success ×12, 12 times');

    expect(await taskField().evaluate((el) => el.ownerDocument.activeElement === el)).toBe(true);
    await expectToastsClearOf(status);
    await expectToastsClearOf(taskField());
    await expectNoBlockingViolations(page);
  });

  it('keeps toasts off the field being typed in, low or high on a short screen', async () => {
    // A short screen, as when the on-screen keyboard is open, with the field at its very bottom.
    const fieldBottom = await taskField().evaluate(
      (el) => el.getBoundingClientRect().bottom + window.scrollY,
    );
    await page.setViewportSize({ width: 390, height: Math.ceil(fieldBottom) + 8 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await taskField().fill('typed low on the screen');
    await taskField().press('Enter');
    await expect.poll(taskTexts).toContain('typed low on the screen');
    await toastList().first().waitFor();
    await expectToastsClearOf(taskField());
    await expectToastsClearOf(page.locator('header .sync-status'));

    // Scrolled so that the field is at the top and the header is gone.
    await page.setViewportSize({ width: 390, height: 420 });
    await taskField().evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 8));
    await expect.poll(() => taskField().evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(8);
    await taskField().fill('typed high on the screen');
    await taskField().press('Enter');
    await expect.poll(taskTexts).toContain('typed high on the screen');
    await toastList().first().waitFor();
    await expectToastsClearOf(taskField());
    await page.setViewportSize(PHONE_390);
  });
});
