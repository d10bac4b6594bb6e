// The browser's network flapping during a sync session (issue 16 fault suite): for 60 s the phone goes
// offline and back every 0.2-2 s (a seeded schedule; FLAP_SEED repeats one), while the page adds, edits and
// deletes tasks and writes a blog with a photo through the UI, and a second device of the same person writes
// tasks through the API. Once the network stays up, without a reload, the page says "Synced" again and the
// server, the page and the list of actions performed agree: nothing lost, nothing duplicated.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { type Harness, startHarness } from './harness';
import { jpegFile } from './photos';
import { callApi, loginToken, signIn } from './session';
import { Rng } from './sync-model/rng';
import { status } from './two-devices';

const PHONE_390 = { width: 390, height: 844 };
const FLAP_MS = 60_000;
const SEED = Number(process.env.FLAP_SEED ?? 16);
/** After the flapping, how long the page may take to push, pull and settle (its retry may be backing off). */
const SETTLE_MS = 45_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The texts a writer's tasks should have in the end, by the writer's own key for each task. */
class Ledger {
  readonly live = new Map<string, string>();
  readonly done: string[] = [];
  constructor(private readonly rng: Rng) {}
  add(key: string, text: string) {
    this.live.set(key, text);
    this.done.push(`add ${text}`);
  }
  edit(key: string, text: string) {
    this.done.push(`edit ${this.live.get(key)} -> ${text}`);
    this.live.set(key, text);
  }
  remove(key: string) {
    this.done.push(`delete ${this.live.get(key)}`);
    this.live.delete(key);
  }
  pick(): [string, string] | undefined {
    return this.rng.pick([...this.live.entries()]);
  }
}

describe('network flapping during a sync session', () => {
  let harness: Harness;
  let server: ServerProcess;
  let context: BrowserContext;
  let page: Page;
  let token = '';

  const main = () => page.locator('main');
  const field = (label: string) => main().getByLabel(label, { exact: true });
  const exactly = (text: string) => new RegExp(`^${text}$`);
  const taskText = (text: string) =>
    main()
      .locator('.task__text')
      .filter({ hasText: exactly(text) });
  const task = (text: string): Locator =>
    main()
      .locator('li.task')
      .filter({ has: page.locator('.task__text').filter({ hasText: exactly(text) }) });
  const navigate = (label: string) =>
    page.locator('header').getByRole('link', { name: label, exact: true }).click();

  beforeAll(async () => {
    harness = await startHarness();
    server = harness.server;
    context = await harness.browser.newContext({ viewport: PHONE_390 });
    page = await context.newPage();
    await signIn(page, server.url);
    token = await loginToken(server.url);
  });
  afterAll(() => harness?.close());

  /** The page's writes, all through the UI, which works the same offline. */
  async function pageWrites(until: number, ledger: Ledger, rng: Rng): Promise<number> {
    let n = 0;
    let blogId = '';
    let retitled = false;
    while (Date.now() < until) {
      const roll = rng.next();
      const picked = ledger.pick();
      if (!blogId && Date.now() > until - FLAP_MS * 0.8) {
        blogId = await writeBlog();
      } else if (blogId && !retitled && Date.now() > until - FLAP_MS * 0.4) {
        await retitleBlog(blogId);
        retitled = true;
      } else if (picked && roll < 0.25) {
        const [key, text] = picked;
        const edited = `${key} v${rng.int(2, 99)}`;
        await task(text)
          .getByRole('button', { name: /^update/ })
          .click();
        await expect.poll(() => field('task').inputValue()).toBe(text);
        await field('task').fill(edited);
        await page.getByRole('button', { name: 'update task' }).click();
        await taskText(edited).waitFor();
        ledger.edit(key, edited);
      } else if (picked && roll < 0.4) {
        const [key, text] = picked;
        await task(text)
          .getByRole('button', { name: /^delete/ })
          .click();
        const dialog = page.getByRole('alertdialog');
        await dialog.getByLabel('type "delete" to confirm').fill('delete');
        await dialog.getByRole('button', { name: 'delete', exact: true }).click();
        await task(text).waitFor({ state: 'detached' });
        ledger.remove(key);
      } else {
        n += 1;
        const text = `page ${n}`;
        await field('task').fill(text);
        await main().locator('form button[type="submit"]').click();
        await taskText(text).waitFor();
        ledger.add(text, text);
      }
      await sleep(rng.int(100, 800));
    }
    expect(retitled, 'the blog was written and retitled while flapping').toBe(true);
    return n;
  }

  /** A blog with a photo through the new-blog screen, then back to the tasks, all without a reload. */
  async function writeBlog(): Promise<string> {
    await navigate('new blog');
    await field('blog title').fill('Flapping in Faro');
    await field('blog text').fill('Wind, tiles and grilled sardines.');
    await field('images').setInputFiles([await jpegFile('faro.jpg', '#3a6', 900)]);
    await page.getByRole('button', { name: 'create blog', exact: true }).click();
    await page.waitForURL(/\/user-blog\/[\w-]+$/);
    const id = page.url().split('/').pop() ?? '';
    await navigate('tasks');
    await field('task').waitFor();
    return id;
  }

  async function retitleBlog(id: string): Promise<void> {
    await navigate('my blogs');
    await main().getByRole('link', { name: 'Flapping in Faro' }).click();
    await page.waitForURL(`${server.url}/user-blog/${id}`);
    await main().getByRole('button', { name: 'update', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'update blog' });
    await dialog.getByLabel('blog title', { exact: true }).fill('Faro by bike');
    await dialog.getByRole('button', { name: 'save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await navigate('tasks');
    await field('task').waitFor();
  }

  /** The second device writes through the API, online all along; its ids are the server's. */
  async function otherDeviceWrites(until: number, ledger: Ledger, rng: Rng): Promise<void> {
    const api = (path: string, method: string, body?: unknown) =>
      callApi(server.url, token, path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    let n = 0;
    while (Date.now() < until) {
      const roll = rng.next();
      const picked = ledger.pick();
      if (picked && roll < 0.25) {
        const edited = `api ${rng.int(100, 999)} v2`;
        expect((await api(`/api/tasks/${picked[0]}`, 'PUT', { taskText: edited })).status).toBe(200);
        ledger.edit(picked[0], edited);
      } else if (picked && roll < 0.4) {
        expect((await api(`/api/tasks/${picked[0]}`, 'DELETE')).status).toBe(200);
        ledger.remove(picked[0]);
      } else {
        n += 1;
        const made = await api('/api/tasks', 'POST', { taskText: `api ${n}` });
        expect(made.status).toBe(201);
        ledger.add(((await made.json()) as { _id: string })._id, `api ${n}`);
      }
      await sleep(rng.int(300, 1500));
    }
  }

  /** Offline and back on a seeded schedule until `until`; answers how many times it switched. */
  async function flap(until: number, rng: Rng): Promise<number> {
    let offline = false;
    let switches = 0;
    while (Date.now() < until) {
      await sleep(Math.min(rng.int(200, 2000), Math.max(0, until - Date.now())));
      offline = !offline && Date.now() < until;
      await context.setOffline(offline);
      switches += 1;
    }
    await context.setOffline(false);
    return switches;
  }

  it('converges once the network stays up: nothing lost, nothing duplicated, synced without a reload', async () => {
    await page.goto(`${server.url}/tasks`);
    await main().getByText('no tasks to show!').waitFor();
    await expect.poll(() => status(page).textContent(), { timeout: 15_000 }).toBe('Synced');

    const [pageLedger, apiLedger] = [new Ledger(new Rng(SEED + 1)), new Ledger(new Rng(SEED + 2))];
    const until = Date.now() + FLAP_MS;
    const [switches, pageTasks] = await Promise.all([
      flap(until, new Rng(SEED)),
      pageWrites(until, pageLedger, new Rng(SEED + 3)),
      otherDeviceWrites(until, apiLedger, new Rng(SEED + 4)),
    ]);
    expect(switches, 'the network did flap').toBeGreaterThan(20);
    expect(pageTasks, 'the page did write').toBeGreaterThan(5);

    const expected = [...pageLedger.live.values(), ...apiLedger.live.values()].sort();
    const actions = [...pageLedger.done, ...apiLedger.done].join('\n');
    await expect
      .poll(() => status(page).textContent(), { timeout: SETTLE_MS, message: `seed ${SEED}` })
      .toBe('Synced');
    const serverTexts = async () =>
      ((await (await callApi(server.url, token, '/api/tasks')).json()) as { taskText: string }[])
        .map((t) => t.taskText)
        .sort();
    await expect
      .poll(serverTexts, { timeout: SETTLE_MS, message: `the server, seed ${SEED}, after:\n${actions}` })
      .toEqual(expected);
    await expect
      .poll(async () => (await main().locator('.task__text').allTextContents()).sort(), {
        timeout: SETTLE_MS,
        message: `the page, seed ${SEED}, after:\n${actions}`,
      })
      .toEqual(expected);
    expect(await main().locator('.task__pending').count()).toBe(0);

    const blogs = (await (await callApi(server.url, token, '/api/blogs')).json()) as {
      blogTitle: string;
      imageData: { imageUrls: unknown[] };
    }[];
    expect(blogs.map((b) => [b.blogTitle, b.imageData.imageUrls.length])).toEqual([['Faro by bike', 1]]);
  }, 180_000);
});
