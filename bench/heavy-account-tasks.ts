// The task list of a signed-in device, on its phone-sized profile: how many DOM nodes /tasks holds, how
// long each keystroke in its search box takes to paint, how long a click on a task's done toggle takes to
// show, and how long /tasks takes to paint its first task when reloaded (issue 31's own measure, "cold
// reload of /tasks until painted") and when opened in a new tab, online and offline (and /user-blogs its
// first blog, in a new tab: its list reads the blogs' summaries, not their stories).
import type { BrowserContext, Page } from 'playwright-core';
import { SEARCHED_PLACE } from '../e2e/heavy-account-content';
import { type RunPlan, repeat } from './heavy-account-runs';
import { WATCH_FIRST_TASK, watchedMs, watchFirst } from './offline-cold-start';

export interface TasksFigures {
  domNodes: number;
  rows: number;
  keystrokesMs: number[];
  /** Rows shown once the searched word was typed. */
  rowsFound: number;
  togglesMs: number[];
  /** From the last toggle until the header said "Synced" again (its write pushed, the pull after it). */
  syncedAfterToggleSeconds: number;
  /** The open /tasks reloaded until its first task is painted: the issue's "cold reload". */
  reloadMs: number[];
  offlineReloadMs: number[];
  /** /tasks opened in a new tab until its first task is painted. */
  coldMs: number[];
  offlineMs: number[];
  /** /user-blogs opened in a new tab until its first blog is painted. */
  blogsColdMs: number[];
}

const ROW = 'main li.task';
/** A typist's pace: the next key goes no sooner than this after the last, as fingers do. */
const KEY_INTERVAL_MS = 120;
const TOGGLES = 5;
const TOGGLE_INTERVAL_MS = 1000;

/**
 * Per keydown, the time from the event's creation to the task after the next frame (the frame that shows
 * the key's effect has painted by then). Strings, not functions: tsx's name helpers (__name) would not
 * exist in the page.
 */
const WATCH_KEYS = `
  window.keyLatencies = [];
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => window.keyLatencies.push(performance.now() - start), 0));
  }, true);
`;

/** From the next pointerdown to the task after the frame in which a button labelled `expected` shows. */
const watchToggle = (expected: string) => `(() => {
  delete window.toggleMs;
  let start = Number.NaN;
  document.addEventListener('pointerdown', (event) => { start = event.timeStamp; }, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    const buttons = document.querySelectorAll(${JSON.stringify(`${ROW} button`)});
    if (![...buttons].some((b) => b.getAttribute('aria-label') === ${JSON.stringify(expected)})) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.toggleMs = performance.now() - start; }, 0));
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
})()`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The row count once it has stopped changing (a list drawn in parts is measured whole). */
async function settledRows(page: Page): Promise<number> {
  await page.locator(ROW).first().waitFor({ timeout: 60_000 });
  let [last, same] = [-1, 0];
  for (let i = 0; i < 300 && same < 3; i++) {
    const rows = await page.locator(ROW).count();
    same = rows === last ? same + 1 : 0;
    last = rows;
    await sleep(200);
  }
  return last;
}

async function keystrokes(page: Page): Promise<{ latencies: number[]; rowsFound: number }> {
  await page.evaluate(WATCH_KEYS);
  await page.locator('main').getByLabel('search tasks', { exact: true }).click();
  const keys = [...SEARCHED_PLACE, ...Array.from(SEARCHED_PLACE, () => 'Backspace')];
  let rowsFound = 0;
  for (const [i, key] of keys.entries()) {
    const pressed = performance.now();
    await page.keyboard.press(key);
    await page.waitForFunction(
      (n) => (window as unknown as { keyLatencies: number[] }).keyLatencies.length > n,
      i,
      {
        polling: 10,
        timeout: 60_000,
      },
    );
    await sleep(Math.max(0, KEY_INTERVAL_MS - (performance.now() - pressed)));
    if (i === SEARCHED_PLACE.length - 1) rowsFound = await settledRows(page);
  }
  const latencies = await page.evaluate(() => (window as unknown as { keyLatencies: number[] }).keyLatencies);
  return { latencies, rowsFound };
}

/**
 * Clicks the first task's done toggle `TOGGLES` times (to and fro) a second apart, as someone ticking off
 * tasks does, the first once the header says "Synced": the later ones may meet the sync of the one
 * before (a push, then a pull), as they would on a phone. Answers each click's time to show, and the
 * seconds from the last click until the header said "Synced" again.
 */
async function toggles(page: Page): Promise<{ togglesMs: number[]; syncedAfterToggleSeconds: number }> {
  await page.locator('.sync-status', { hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
  const togglesMs: number[] = [];
  let clicked = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < TOGGLES; i++) {
    const button = page.locator(ROW).first().locator('button').first();
    const label = (await button.getAttribute('aria-label')) ?? '';
    const match = /^(to do|completed): (.*)$/.exec(label);
    if (!match) throw new Error(`the first task's first button is not its done toggle: "${label}"`);
    const expected = `${match[1] === 'to do' ? 'completed' : 'to do'}: ${match[2]}`;
    await page.evaluate(watchToggle(expected));
    await sleep(Math.max(0, TOGGLE_INTERVAL_MS - (performance.now() - clicked)));
    clicked = performance.now();
    await button.click();
    const handle = await page.waitForFunction(
      () => (window as unknown as { toggleMs?: number }).toggleMs,
      null,
      {
        polling: 10,
        timeout: 60_000,
      },
    );
    togglesMs.push(Number(await handle.jsonValue()));
  }
  // The toggled row says "not synced yet" until the server took the write; then the header says "Synced".
  await page.waitForFunction(
    () =>
      document.querySelector('main li.task .task__pending') === null &&
      document.querySelector('.sync-status')?.textContent === 'Synced',
    null,
    { polling: 50, timeout: 120_000 },
  );
  return { togglesMs, syncedAfterToggleSeconds: (performance.now() - clicked) / 1000 };
}

/** The header once a start has settled: online its sync done, offline its word that it is offline. */
const SETTLED = /^(Synced|Offline)/;

/**
 * `page`, just navigated: ms from its navigation start to the frame with what `watch` awaits (installed
 * before the navigation), once its header says the start has settled. The page stays open until then, as
 * an app opened on a phone does: closed at once, the browser would have no moment to keep the code it
 * compiled (V8's cache is written after the scripts ran), and every start would compile the app again.
 */
async function paintedMs(page: Page, what: string): Promise<number> {
  const ms = await watchedMs(page, what);
  await page.locator('.sync-status', { hasText: SETTLED }).waitFor({ timeout: 60_000 });
  return ms;
}

/** A new page of the context opens `url`: its first task (or what `watch` awaits) painted, in ms. */
async function coldStart(context: BrowserContext, url: string, watch = WATCH_FIRST_TASK): Promise<number> {
  const page = await context.newPage();
  try {
    await page.addInitScript(watch);
    await page.goto(url);
    return await paintedMs(page, url);
  } finally {
    await page.close();
  }
}

/** The open page reloaded (its init scripts watch for the first task): the first task painted, in ms. */
async function reloadStart(page: Page): Promise<number> {
  await page.reload();
  return paintedMs(page, `${page.url()} reloaded`);
}

/**
 * Measures on `page`, signed in and synced, and reloads it, online and offline. Its context is then left
 * with no page open, so each start in a new tab is the only tab (the one that runs the sync engine), as a
 * phone reopening the app.
 */
export async function measureTasks(
  context: BrowserContext,
  page: Page,
  baseUrl: string,
  plan: RunPlan,
): Promise<TasksFigures> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.goto(`${baseUrl}/tasks`);
  const rows = await settledRows(page);
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const { latencies, rowsFound } = await keystrokes(page);
  await settledRows(page);
  const { togglesMs, syncedAfterToggleSeconds } = await toggles(page);
  await page.addInitScript(WATCH_FIRST_TASK);
  const reloadMs = await repeat(plan, () => reloadStart(page));
  await context.setOffline(true);
  let offlineReloadMs: number[];
  try {
    offlineReloadMs = await repeat(plan, () => reloadStart(page));
  } finally {
    await context.setOffline(false);
  }
  for (const open of context.pages()) await open.close();

  const coldMs = await repeat(plan, () => coldStart(context, `${baseUrl}/tasks`));
  const blogsColdMs = await repeat(plan, () =>
    coldStart(context, `${baseUrl}/user-blogs`, watchFirst('main tbody th[scope="row"]')),
  );
  await context.setOffline(true);
  try {
    const offlineMs = await repeat(plan, () => coldStart(context, `${baseUrl}/tasks`));
    return {
      domNodes,
      rows,
      keystrokesMs: latencies,
      rowsFound,
      togglesMs,
      syncedAfterToggleSeconds,
      reloadMs,
      offlineReloadMs,
      coldMs,
      offlineMs,
      blogsColdMs,
    };
  } finally {
    await context.setOffline(false);
  }
}
