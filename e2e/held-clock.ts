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
 * Stops the page's clock. Playwright's pauseAt only goes forward, to a time it refuses once it has passed:
 * the time is taken a second ahead of the page's (firing, early, whatever was due in that second: nothing
 * is shown yet), and taken again should a busy machine let that second pass before the call lands.
 */
async function hold(page: Page): Promise<void> {
  for (let ahead = 1000; ; ahead *= 4) {
    const at = (await page.evaluate(() => Date.now())) + ahead;
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (!/to the past/.test(String(error)) || ahead > 60_000) throw error;
    }
  }
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
  await hold(page);
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
