// The tasks screen end to end: headless Chromium on a phone-sized screen against the real server and the
// production build. The tests run in order and share one browser context, like one person's visit: the
// full cycle online, then the same writes offline, kept across a reload and sent once back online.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { expectNoBlockingViolations, withAxePage } from './axe';
import { type Harness, PHONE, startHarness } from './harness';
import { untilControlled } from './service-worker';
import { callApiAs, signIn } from './session';

describe('tasks', () => {
  let harness: Harness;
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const field = (label: string) => page.locator('main').getByLabel(label, { exact: true });
  const task = (text: string): Locator => page.locator('main li.task').filter({ hasText: text });
  const taskTexts = () => page.locator('main .task__text').allTextContents();
  const submit = () => page.locator('main form button[type="submit"]').click();

  async function add(text: string) {
    await field('task').fill(text);
    await submit();
    await task(text).waitFor();
  }

  async function serverTasks(): Promise<{ taskText: string; completed: boolean }[]> {
    const res = await callApiAs(page, server.url, '/api/tasks');
    expect(res.status).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    harness = await startHarness();
    ({ server, browser } = harness);
    context = await browser.newContext({ viewport: PHONE });
    page = await context.newPage();
  });
  afterAll(() => harness?.close());

  it('adds, completes, edits, searches and deletes tasks', async () => {
    await signIn(page, server.url);
    await page.goto(`${server.url}/tasks`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('tasks');
    await page.getByText('no tasks to show!').waitFor();

    await field('task').fill('pack the bags');
    await expect
      .poll(() => page.locator('main .tasks__counter').textContent())
      .toBe('max 40 · used 13 · left 27');
    await submit();
    await page.getByText('task addded success').waitFor();
    await task('pack the bags').waitFor();
    await field('important').check();
    await add('Book the Rome hotel');
    expect(await taskTexts()).toEqual(['pack the bags', 'Book the Rome hotel']);

    await task('pack the bags')
      .getByRole('button', { name: /^to do/ })
      .click();
    await task('pack the bags')
      .getByRole('button', { name: /^completed/ })
      .waitFor();
    expect(
      await task('pack the bags')
        .locator('.task__text')
        .evaluate((el) => getComputedStyle(el).textDecorationLine),
    ).toContain('line-through');

    await task('Book the Rome hotel')
      .getByRole('button', { name: /^update/ })
      .click();
    await expect.poll(() => field('task').inputValue()).toBe('Book the Rome hotel');
    await page.getByRole('button', { name: 'exit edit mode' }).click();
    await expect.poll(() => field('task').inputValue()).toBe('');
    await task('Book the Rome hotel')
      .getByRole('button', { name: /^update/ })
      .click();
    await field('task').fill('Book the Rome flat');
    await page.getByRole('button', { name: 'update task' }).click();
    await task('Book the Rome flat').waitFor();
    expect(await page.getByRole('button', { name: 'exit edit mode' }).count()).toBe(0);

    await field('search tasks').fill('rome');
    await expect.poll(taskTexts).toEqual(['Book the Rome flat']);
    await field('search tasks').fill('');
    await expect.poll(taskTexts).toEqual(['pack the bags', 'Book the Rome flat']);

    await task('Book the Rome flat')
      .getByRole('button', { name: /^delete/ })
      .click();
    const dialog = page.getByRole('alertdialog');
    const confirm = dialog.getByRole('button', { name: 'delete', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('type "delete" to confirm').fill('delet');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('type "delete" to confirm').fill('delete');
    await confirm.click();
    await expect.poll(taskTexts).toEqual(['pack the bags']);

    await expect.poll(async () => page.locator('main .task__pending').count()).toBe(0);
    await expect
      .poll(async () => (await serverTasks()).map((t) => [t.taskText, t.completed]))
      .toEqual([['pack the bags', true]]);
  });

  it('keeps offline writes across a reload and sends them once back online', async () => {
    await untilControlled(page);
    await context.setOffline(true);
    try {
      await add('buy a phrase book');
      await task('buy a phrase book')
        .getByRole('button', { name: /^to do/ })
        .click();
      await task('buy a phrase book')
        .getByRole('button', { name: /^completed/ })
        .waitFor();
      await task('buy a phrase book').getByText('not synced yet').waitFor();

      await page.reload();
      await task('buy a phrase book')
        .getByRole('button', { name: /^completed/ })
        .waitFor();
      await task('buy a phrase book').getByText('not synced yet').waitFor();
    } finally {
      await context.setOffline(false);
    }
    await expect
      .poll(() => task('buy a phrase book').getByText('not synced yet').count(), { timeout: 15_000 })
      .toBe(0);
    const stored = await serverTasks();
    expect(stored.find((t) => t.taskText === 'buy a phrase book')).toMatchObject({ completed: true });
  });

  it('has no serious or critical axe violations on /tasks', async () => {
    // The same session (kept in localStorage) in a context that lets axe's script in; the list syncs down.
    const options = { viewport: PHONE, storageState: await context.storageState() };
    await withAxePage(browser, options, async (axePage) => {
      await axePage.goto(`${server.url}/tasks`);
      await axePage.locator('main li.task').first().waitFor();
      await expectNoBlockingViolations(axePage);
      await axePage
        .locator('main li.task')
        .first()
        .getByRole('button', { name: /^delete/ })
        .click();
      await axePage.getByRole('alertdialog').waitFor();
      await expectNoBlockingViolations(axePage);
    });
  });
});
