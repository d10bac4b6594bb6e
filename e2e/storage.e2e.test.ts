// Storage a user can trust, end to end: headless Chromium on a 390 px phone against the real server and
// the production build. The tests run in order and share one browser context, like one person's visit:
// the app asks to keep its data after the first offline write (not on page load), the account page says
// what the browser keeps, and a full device loses nothing typed.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { expectNoBlockingViolations, newAxeContext } from './axe';
import { type Harness, startHarness } from './harness';
import { signIn } from './session';

const PHONE_390 = { width: 390, height: 844 };
const STORAGE_FULL =
  "This device is out of storage space. Free some space (for example, delete photos or other sites' data) and try again; nothing you typed was lost.";

// Counts the page's requests for persistent storage (each document starts again at 0).
interface PersistCounter {
  persistCalls: number;
}

interface StorageFull {
  storageFull: boolean;
}

interface IdbStore {
  prototype: Record<'add' | 'put', (this: unknown, ...args: unknown[]) => unknown>;
}

describe('storage', () => {
  let harness: Harness;
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const taskField = () => page.locator('main').getByLabel('task', { exact: true });
  const taskTexts = () => page.locator('main .task__text').allTextContents();

  beforeAll(async () => {
    harness = await startHarness();
    ({ server, browser } = harness);
    context = await newAxeContext(browser, { viewport: PHONE_390 });
    await context.addInitScript(() => {
      const counter = globalThis as unknown as PersistCounter;
      counter.persistCalls = 0;
      const storage = (globalThis as unknown as { navigator: { storage?: { persist(): Promise<boolean> } } })
        .navigator.storage;
      if (!storage) return;
      const persist = storage.persist.bind(storage);
      storage.persist = () => {
        counter.persistCalls += 1;
        return persist();
      };
    });
    await context.addInitScript(() => {
      const page = globalThis as unknown as StorageFull & {
        IDBObjectStore: IdbStore;
        DOMException: new (message: string, name: string) => Error;
      };
      page.storageFull = false;
      for (const method of ['add', 'put'] as const) {
        const write = page.IDBObjectStore.prototype[method];
        page.IDBObjectStore.prototype[method] = function (...args) {
          if (page.storageFull)
            throw new page.DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return write.apply(this, args);
        };
      }
    });
    page = await context.newPage();
  });
  afterAll(() => harness?.close());

  it('asks for persistent storage after the first offline write, not on page load', async () => {
    await signIn(page, server.url);
    await page.goto(`${server.url}/tasks`);
    await expect
      .poll(() => page.locator('header .sync-status').textContent(), { timeout: 15_000 })
      .toBe('Synced');
    const calls = () => page.evaluate(() => (globalThis as unknown as PersistCounter).persistCalls);
    expect(await calls()).toBe(0);

    await context.setOffline(true);
    try {
      await taskField().fill('written offline');
      await taskField().press('Enter');
      await expect.poll(taskTexts).toContain('written offline');
      await expect.poll(calls).toBe(1);
    } finally {
      await context.setOffline(false);
    }
  });

  it('shows on /my-account whether the data is kept, how much is used and available', async () => {
    await page.goto(`${server.url}/my-account`);
    const section = page.locator('main section').filter({
      has: page.getByRole('heading', { name: 'storage on this device' }),
    });
    await section.locator('.storage-facts').waitFor();
    // A headless browser in a fresh profile does not keep a site's data.
    await section
      .getByText('The browser may clear this site’s data when the device runs low on space.')
      .waitFor();
    const facts = Object.fromEntries(
      await section
        .locator('.storage-facts__row')
        .evaluateAll((rows) =>
          rows.map((row) => [row.firstElementChild?.textContent, row.lastElementChild?.textContent]),
        ),
    );
    expect(facts.persistent).toBe('no');
    expect(facts.used).toMatch(/ MB$/);
    expect(facts.available).toMatch(/^[\d,.]+ MB$/);

    await section.getByRole('button', { name: 'ask the browser to keep my data' }).click();
    await expect
      .poll(() => section.locator('[role="status"]').textContent())
      .toMatch(/^(The browser said no for now\.|Done: the browser will keep your data)/);
    await expectNoBlockingViolations(page);
  });

  // DevTools' Storage.overrideQuotaForOrigin is no reliable way to fill IndexedDB in this Chromium: it
  // binds only a bucket not used yet, and writing up to it crashed the browser. So the page's own
  // IndexedDB refuses writes as a full device does, with a QuotaExceededError, while `full` is set.
  describe('on a device whose storage is full', () => {
    const setFull = (full: boolean) =>
      page.evaluate((on) => {
        (globalThis as unknown as StorageFull).storageFull = on;
      }, full);

    it('says what to do when a task cannot be stored, and keeps what was typed', async () => {
      await page.goto(`${server.url}/tasks`);
      await taskField().waitFor();
      await setFull(true);
      await taskField().fill('kept while the device is full');
      await taskField().press('Enter');
      await expect.poll(() => page.locator('main .tasks__error').textContent()).toBe(STORAGE_FULL);
      expect(await taskField().inputValue()).toBe('kept while the device is full');
      expect(await taskTexts()).not.toContain('kept while the device is full');

      await setFull(false);
      await taskField().press('Enter');
      await expect.poll(taskTexts).toContain('kept while the device is full');
      expect(await taskField().inputValue()).toBe('');
    });

    it('keeps trying to save a draft until there is room again', async () => {
      await page.goto(`${server.url}/new-blog`);
      const title = page.locator('main').getByLabel('blog title', { exact: true });
      const note = page.locator('main .new-blog__draft-note');
      await title.waitFor();
      await setFull(true);
      await title.fill('Written on a full phone');
      await expect.poll(() => note.textContent()).toBe(`draft not saved: ${STORAGE_FULL}`);
      expect(await title.inputValue()).toBe('Written on a full phone');

      await setFull(false);
      await expect
        .poll(() => note.textContent(), { timeout: 20_000 })
        .toMatch(/^draft saved on this device at /);
      await page.locator('main .draft__title').filter({ hasText: 'Written on a full phone' }).waitFor();
    });
  });
});
