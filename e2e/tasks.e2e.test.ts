// The tasks screen end to end: headless Chromium on a phone-sized screen against the real server and the
// production build. The tests run in order and share one browser context, like one person's visit: the
// full cycle online, then the same writes offline, kept across a reload and sent once back online.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../sync-server/src/testing/server-process';
import { blockingViolations, describeViolations } from './axe';
import { launchBrowser } from './browser';

const PHONE = { width: 360, height: 740 };
const ADMIN = { email: 'admin@example.com', password: 'admin-pass-123' };

describe('tasks', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dataDir: string;

  const field = (label: string) => page.locator('main').getByLabel(label, { exact: true });
  const task = (text: string): Locator => page.locator('main li.task').filter({ hasText: text });
  const taskTexts = () => page.locator('main .task__text').allTextContents();
  const submit = () => page.locator('main form button[type="submit"]').click();

  async function add(text: string) {
    await field('task').fill(text);
    await submit();
    await task(text).waitFor();
  }

  async function signIn() {
    await page.goto(`${server.url}/sign-in`);
    await page.getByLabel('email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('password', { exact: true }).fill(ADMIN.password);
    await page.locator('main button[type="submit"]').click();
    await page.waitForURL(`${server.url}/`);
  }

  async function serverTasks(): Promise<{ taskText: string; completed: boolean }[]> {
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('travel-blog:user:session') ?? '{}').token as string,
    );
    const res = await fetch(`${server.url}/api/tasks`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'travel-blog-e2e-'));
    server = await startServer({
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
      SEED_SAMPLE_CONTENT: 'false',
      ADMIN_PASSWORD: ADMIN.password,
    });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: PHONE });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('adds, completes, edits, searches and deletes tasks', async () => {
    await signIn();
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
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
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
    const axeContext = await browser.newContext({
      viewport: PHONE,
      bypassCSP: true,
      storageState: await context.storageState(),
    });
    try {
      const axePage = await axeContext.newPage();
      await axePage.goto(`${server.url}/tasks`);
      await axePage.locator('main li.task').first().waitFor();
      const violations = await blockingViolations(axePage);
      expect(violations, describeViolations(violations)).toEqual([]);
      await axePage
        .locator('main li.task')
        .first()
        .getByRole('button', { name: /^delete/ })
        .click();
      await axePage.getByRole('alertdialog').waitFor();
      const inDialog = await blockingViolations(axePage);
      expect(inDialog, describeViolations(inDialog)).toEqual([]);
    } finally {
      await axeContext.close();
    }
  });
});
