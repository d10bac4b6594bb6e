// The offline cold start of /tasks: signed in, with the service worker in control and the tasks in the
// device's database, the browser goes offline and the page is closed; a new page opens /tasks and the clock
// runs from its navigation start to the frame that draws the first task.
import type { Browser, Page } from 'playwright-core';
import { PHONE } from '../e2e/harness';
import { callApi, sessionToken, signIn } from '../e2e/session';

const TASKS = 20;
const RUNS = 3;

/**
 * Run in the page before its own scripts: the animation frame after the first element matching selector
 * (the first task) entered the DOM, in ms since navigation start, as `firstTaskMs`. A string, not a
 * function: tsx's name helpers would not exist in the page.
 */
export const watchFirst = (selector: string) => `
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(selector)})) return;
    observer.disconnect();
    requestAnimationFrame((frame) => { window.firstTaskMs = frame; });
  });
  observer.observe(document, { childList: true, subtree: true });
`;

export const WATCH_FIRST_TASK = watchFirst('main li.task');

/**
 * What the watch script (watchFirst) measured on `page`, once it has: ms from navigation start to the frame
 * with the awaited element. `what` names the page should it draw nothing awaited in time.
 */
export async function watchedMs(page: Page, what: string, timeout = 60_000): Promise<number> {
  const handle = await page
    .waitForFunction(() => (window as unknown as { firstTaskMs?: number }).firstTaskMs, null, { timeout })
    .catch(async (error: unknown) => {
      const shown = await page
        .locator('main')
        .textContent({ timeout: 1000 })
        .catch(() => '(nothing)');
      throw new Error(`${what} drew nothing awaited; it showed: ${(shown ?? '').slice(0, 300)}`, {
        cause: error,
      });
    });
  return Number(await handle.jsonValue());
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function offlineColdStartMs(
  browser: Browser,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<{ runsMs: number[]; medianMs: number }> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, account);
    const token = await sessionToken(page);
    for (let i = 1; i <= TASKS; i++) {
      const body = JSON.stringify({ taskText: `cold start ${i}`, important: false, date: '', time: '' });
      const res = await callApi(baseUrl, token, '/api/tasks/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (!res.ok) throw new Error(`adding a task: ${res.status} ${await res.text()}`);
    }
    await page.goto(`${baseUrl}/tasks`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page
      .locator('main li.task')
      .nth(TASKS - 1)
      .waitFor({ timeout: 30_000 });
    await context.setOffline(true);
    await page.close();

    const runsMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const cold = await context.newPage();
      await cold.addInitScript(WATCH_FIRST_TASK);
      await cold.goto(`${baseUrl}/tasks`);
      runsMs.push(await watchedMs(cold, 'offline /tasks', 30_000));
      await cold.close();
    }
    return { runsMs, medianMs: median(runsMs) };
  } finally {
    await context.close();
  }
}
