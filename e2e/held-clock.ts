// The spec's timings (the demo notice for 3 s, the copy-link notice for 2.5 s, the contact alert for 6 s)
// measured on the page's own clock, held still by Playwright's. Measured on the wall clock instead, a busy
// machine makes a notice seem to stay longer or shorter than it did (the test sees it appear and go late,
// by different amounts), and the test fails for the machine. The clock replaces the page's timers only in
// pages loaded after it is installed, so a test installs it on its context before the first page loads;
// until a test holds it, the page's time runs as the wall clock's.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** How far either side of the spec's figure the notice is checked: still shown before, gone after. */
const EITHER_SIDE_MS = 50;

export function installClock(context: BrowserContext): Promise<void> {
  return context.clock.install();
}

/**
 * Holds the page's clock still, runs `show` (the click that brings `shown` up), and checks on the page's
 * clock that `shown` stays for `ms`: still there EITHER_SIDE_MS before, gone EITHER_SIDE_MS after. The
 * clock runs on again afterwards, whatever happened.
 */
export async function expectShownFor(
  page: Page,
  shown: Locator,
  ms: number,
  show: () => Promise<void>,
): Promise<void> {
  // Holding the clock moves it on by a moment (Playwright's pauseAt only goes forward); nothing is shown yet.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10);
  try {
    await show();
    await shown.waitFor();
    await page.clock.runFor(ms - EITHER_SIDE_MS);
    expect(await shown.isVisible(), `shown ${ms - EITHER_SIDE_MS} ms after it appeared`).toBe(true);
    await page.clock.runFor(2 * EITHER_SIDE_MS);
    await expect
      .poll(() => shown.isVisible(), {
        message: `gone ${ms + EITHER_SIDE_MS} ms after it appeared`,
        timeout: 5000,
      })
      .toBe(false);
  } finally {
    await page.clock.resume();
  }
}
