// Sessions that end and accounts that share a device (issue 12, part A), in Chromium on a 390 px phone
// against the real server and the production build. A session ends when the password is changed on
// another device (every older token then answers 401). The user keeps working on their own data; another
// account signing in and out never deletes it; and once the user signs in again, their queue reaches the
// server exactly once.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword, type Registered, registerUser, serverTaskCounts } from './accounts-api';
import { expectNoBlockingViolations, expectNoSidewaysScroll, newAxeContext } from './axe';
import { databaseNames, deletedDatabases, recordDeletedDatabases } from './deleted-databases';
import { type Harness, startHarness } from './harness';
import { clickSignOut } from './header';
import { untilControlled } from './service-worker';
import { type Account, loginToken, SESSION_KEY, signIn, submitSignIn } from './session';
import { SYNCED, status, synced } from './two-devices';

const PHONE_390 = { width: 390, height: 844 };
const DEMO = { email: 'demo@example.com', password: '1' };
const userDb = (id: string) => `travel-blog-user-${id}`;

describe('sessions that end and accounts that share a device', () => {
  let harness: Harness;
  let url: string;
  const contexts: BrowserContext[] = [];

  const banner = (page: Page) => page.locator('.session-banner');
  const taskTexts = (page: Page) => page.locator('main .task__text').allTextContents();
  const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true });

  async function phone(): Promise<Page> {
    const context = await newAxeContext(harness.browser, { viewport: PHONE_390 });
    contexts.push(context);
    await recordDeletedDatabases(context);
    return context.newPage();
  }

  async function addTask(page: Page, text: string) {
    await field(page, 'task').fill(text);
    await page.locator('main form button[type="submit"]').click();
    await page.locator('main .task__text', { hasText: text }).waitFor();
  }

  async function openTasks(page: Page) {
    await page.goto(`${url}/tasks`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('tasks');
  }

  /** Waits until the server holds each text, then answers how many tasks carry it. */
  async function onServer(account: Account, texts: string[]): Promise<number[]> {
    const token = await loginToken(url, account);
    await expect
      .poll(async () => Object.keys(await serverTaskCounts(url, token)), { timeout: SYNCED })
      .toEqual(expect.arrayContaining(texts));
    const counts = await serverTaskCounts(url, token);
    return texts.map((text) => counts[text] ?? 0);
  }

  beforeAll(async () => {
    harness = await startHarness();
    url = harness.server.url;
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await harness?.close();
  });

  it('keeps queued writes through an ended session and another account, and sends them once', async () => {
    const ada: Registered = await registerUser(url, 'Ada Lovelace');
    const page = await phone();
    await signIn(page, url, ada);
    await openTasks(page);
    await synced(page);

    await page.context().setOffline(true);
    await addTask(page, 'pack the passport');
    await addTask(page, 'book the night train');
    await expect.poll(() => status(page).textContent()).toBe('Offline · 2 changes waiting');
    const adaNow = await changePassword(url, ada, 'second-password-2');
    await page.context().setOffline(false);

    // The push answers 401: the user stays on their page, with their data and a way to sign in again.
    await banner(page).waitFor({ timeout: SYNCED });
    expect(await banner(page).textContent()).toBe(
      'Your session has ended. Everything you do here is kept on this device and sent once you sign in again.',
    );
    expect(new URL(page.url()).pathname).toBe('/tasks');
    expect(await taskTexts(page)).toEqual(['pack the passport', 'book the night train']);
    await expect.poll(() => status(page).textContent()).toBe('2 changes waiting');
    await expectNoBlockingViolations(page);
    await expectNoSidewaysScroll(page, '/tasks with the banner');

    await banner(page).getByRole('link', { name: 'sign in again' }).click();
    await page.waitForURL(`${url}/sign-in?redirect=%2Ftasks`);
    expect(await field(page, 'email').inputValue()).toBe(ada.email);
    expect(await field(page, 'password').inputValue()).toBe('');
    const note = page.locator('main .note');
    await expect.poll(() => note.textContent()).toContain('Your 2 unsent changes are safe on this device');
    expect(await note.textContent()).toContain(
      'If you sign in with another account, Ada Lovelace’s changes stay on this device and will be sent when Ada Lovelace signs in again.',
    );

    await submitSignIn(page, DEMO);
    await page.waitForURL(`${url}/`);
    await page
      .getByText(
        'Ada Lovelace’s 2 unsent changes stay on this device and will be sent when Ada Lovelace signs in again.',
      )
      .waitFor();
    const demoId = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { user: { _id: string } }).user._id,
      SESSION_KEY,
    );
    expect(await databaseNames(page)).toContain(userDb(ada._id));
    await openTasks(page);
    await page.getByText('no tasks to show!').waitFor();

    await clickSignOut(page);
    const warning = page.getByRole('alertdialog');
    // The outbox is counted asynchronously after the click, so the warning (if any) may come later.
    const signedOut = page.waitForURL(`${url}/sign-in`);
    const warned = warning
      .waitFor()
      .then(() => 'warned' as const)
      .catch(() => 'gone' as const);
    if ((await Promise.race([signedOut.then(() => 'out' as const), warned])) === 'warned') {
      await warning.getByRole('button', { name: 'sign out anyway' }).click();
    }
    await signedOut;
    await expect.poll(() => deletedDatabases(page)).toContain(userDb(demoId));
    expect(await databaseNames(page)).toContain(userDb(ada._id));

    await submitSignIn(page, adaNow);
    await page.waitForURL(`${url}/`);
    await openTasks(page);
    // The heading paints at once; the list follows once the database is open.
    await expect.poll(() => taskTexts(page)).toEqual(['pack the passport', 'book the night train']);
    await synced(page);
    expect(await onServer(adaNow, ['pack the passport', 'book the night train'])).toEqual([1, 1]);
    expect(await deletedDatabases(page)).not.toContain(userDb(ada._id));
  });

  it('offline with an ended session, /tasks shows the tasks and queues a new one until the user signs in', async () => {
    const bea: Registered = await registerUser(url, 'Bea Traveller');
    const page = await phone();
    await signIn(page, url, bea);
    await openTasks(page);
    await addTask(page, 'renew the visa');
    await synced(page);
    await untilControlled(page, 20_000);

    const beaNow = await changePassword(url, bea, 'second-password-2');
    // The start-up check of the stored user finds the token revoked.
    await page.reload();
    await banner(page).waitFor({ timeout: SYNCED });

    await page.context().setOffline(true);
    try {
      await page.reload();
      await page.locator('main .task__text', { hasText: 'renew the visa' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/tasks');
      await banner(page).waitFor();
      await addTask(page, 'written while signed out');
      await page
        .locator('main li.task', { hasText: 'written while signed out' })
        .getByText('not synced yet')
        .waitFor();
    } finally {
      await page.context().setOffline(false);
    }

    await banner(page).getByRole('link', { name: 'sign in again' }).click();
    await page.waitForURL(`${url}/sign-in?redirect=%2Ftasks`);
    expect(await field(page, 'email').inputValue()).toBe(bea.email);
    await field(page, 'password').fill(beaNow.password);
    await page.locator('main button[type="submit"]').click();
    await page.waitForURL(`${url}/tasks`);
    await expect.poll(() => banner(page).count()).toBe(0);
    await synced(page);
    expect(await onServer(beaNow, ['renew the visa', 'written while signed out'])).toEqual([1, 1]);
  });
});
