// The offline promise end to end (issue 5): one person on two devices, a phone (A) and a laptop (B), each a
// browser context with its own IndexedDB, against the real server and the production build. A writes a
// blog with two photos and three tasks offline, keeps them across an offline reload, and once online B sees
// them arrive without reloading (the server's SSE poke). Then both edit the same title offline: after
// reconnecting they agree, and the title that lost is kept as a conflict the owner can see, each version
// named by where it was written: "this device", or the other browser's label from its User-Agent.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { type Harness, startHarness } from './harness';
import { jpegFile } from './photos';
import { SYNCED, status, synced, twoDevices } from './two-devices';

const TITLE = 'Offline in Oslo';

describe('offline writes reach every device once', () => {
  let harness: Harness;
  let server: ServerProcess;
  let phone: BrowserContext;
  let laptop: BrowserContext;
  let a: Page;
  let b: Page;
  let blogId = '';

  const taskTexts = (page: Page) => page.locator('main .task__text').allTextContents();
  const navigate = (page: Page, label: string) =>
    page.locator('header').getByRole('link', { name: label, exact: true }).click();

  async function addTask(page: Page, text: string) {
    await page.locator('main').getByLabel('task', { exact: true }).fill(text);
    await page.locator('main form button[type="submit"]').click();
    await page.locator('main .task__text', { hasText: text }).waitFor();
  }

  async function editTitleOffline(page: Page, title: string) {
    await page.locator('main').getByRole('button', { name: 'update', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'update blog' });
    await dialog.getByLabel('blog title', { exact: true }).fill(title);
    await dialog.getByRole('button', { name: 'save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('main h1', { hasText: title }).waitFor();
  }

  beforeAll(async () => {
    harness = await startHarness();
    server = harness.server;
    // The laptop signs in as the same person (the stored session), with a database of its own.
    ({ phone, laptop, a, b } = await twoDevices(harness));
  });
  afterAll(() => harness?.close());

  it('sends a blog with two photos and three tasks written offline, and the other device sees them live', async () => {
    await b.goto(`${server.url}/tasks`);
    await b.getByText('no tasks to show!').waitFor();
    await synced(b);
    await a.goto(`${server.url}/tasks`);
    await synced(a);

    await phone.setOffline(true);
    await navigate(a, 'new blog');
    await a.locator('main').getByLabel('blog title', { exact: true }).fill(TITLE);
    await a
      .locator('main')
      .getByLabel('blog text', { exact: true })
      .fill('Ferries, fjords and cinnamon buns.');
    await a
      .locator('main')
      .getByLabel('images', { exact: true })
      .setInputFiles([await jpegFile('fjord.jpg', '#2a6', 900), await jpegFile('bun.jpg', '#a62', 900)]);
    await a.getByRole('button', { name: 'create blog', exact: true }).click();
    await a.waitForURL(/\/user-blog\/[\w-]+$/);
    blogId = a.url().split('/').pop() ?? '';
    await expect.poll(() => a.locator('main .blog-row__image').count()).toBe(2);

    await navigate(a, 'tasks');
    for (const text of ['book the ferry', 'buy a rain coat', 'charge the camera']) await addTask(a, text);
    const coat = a.locator('main li.task').filter({ hasText: 'buy a rain coat' });
    await coat.getByRole('button', { name: /^update/ }).click();
    await a.locator('main').getByLabel('task', { exact: true }).fill('buy a warm rain coat');
    await a.locator('main form button[type="submit"]').click();
    await a.locator('main .task__text', { hasText: 'buy a warm rain coat' }).waitFor();

    // Everything survives a reload without a network, still counted as waiting.
    await a.reload();
    await expect
      .poll(async () => (await taskTexts(a)).sort())
      .toEqual(['book the ferry', 'buy a warm rain coat', 'charge the camera']);
    // The count comes from its own read of the outbox, which may land after the list's.
    await expect.poll(() => status(a).textContent()).toMatch(/^Offline · [1-9]\d* changes? waiting$/);
    expect(await taskTexts(b)).toEqual([]);

    await phone.setOffline(false);
    await synced(a);

    // The laptop, never reloaded, follows: its task list fills in, then its own blogs list and the blog.
    await expect
      .poll(async () => (await taskTexts(b)).sort(), { timeout: SYNCED })
      .toEqual(['book the ferry', 'buy a warm rain coat', 'charge the camera']);
    await navigate(b, 'my blogs');
    await b.locator('main').getByRole('link', { name: TITLE }).click();
    await b.waitForURL(`${server.url}/user-blog/${blogId}`);
    const photos = b.locator('main .blog-row__image');
    await expect.poll(() => photos.count()).toBe(2);
    for (const photo of await photos.all()) {
      expect(await photo.getAttribute('src')).toMatch(/^\/media\//);
      await expect
        .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  it('lets two devices edit the same title offline, agree afterwards and keep the other title as a conflict', async () => {
    await a.goto(`${server.url}/user-blog/${blogId}`);
    await a.locator('main h1', { hasText: TITLE }).waitFor();
    await synced(a);
    await synced(b);

    await phone.setOffline(true);
    await laptop.setOffline(true);
    await editTitleOffline(a, 'Oslo by tram');
    await editTitleOffline(b, 'Oslo by ferry');
    await phone.setOffline(false);
    await synced(a);
    await laptop.setOffline(false);
    await synced(b);

    const titleOf = (page: Page) => page.locator('main h1').textContent();
    await expect.poll(() => titleOf(a), { timeout: SYNCED }).toBe(await titleOf(b));
    const kept = await titleOf(b);
    const lost = kept === 'Oslo by tram' ? 'Oslo by ferry' : 'Oslo by tram';
    expect(['Oslo by tram', 'Oslo by ferry']).toContain(kept);

    // Both contexts are headless Chromium on Linux; the server labels that User-Agent "Chrome on Linux".
    const wrote = new Map([
      [a, 'Oslo by tram'],
      [b, 'Oslo by ferry'],
    ]);
    for (const page of [a, b]) {
      const from = (title: string | null) => (wrote.get(page) === title ? 'this device' : 'Chrome on Linux');
      const review = page.locator('header').getByRole('button', { name: '1 conflict' });
      await review.waitFor({ timeout: SYNCED });
      await review.click();
      const dialog = page.getByRole('dialog', { name: 'Changes to review' });
      // The dialog names the version kept, then the other one, which the owner may still restore.
      await expect
        .poll(() => dialog.locator('dd').allTextContents())
        .toEqual([`“${kept}” — from ${from(kept)}`, `“${lost}” — from ${from(lost)}`]);
      expect(await dialog.locator('.sync-item p').textContent()).toContain('was changed on two devices');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  });
});
