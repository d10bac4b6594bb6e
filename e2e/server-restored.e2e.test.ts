// Issue 30 in Chromium, as an operator and bloggers meet it: each blogger's phone (the real PWA) makes
// sixteen acknowledged writes (a blog with a photo, 10 new tasks, 3 edits, 2 deletes), then the operator
// stops the server, puts back a backup taken before them with `npm run restore` and starts it again. Four
// bloggers meet it at once, one per case the store can really end up in: Ann's phone is online at the
// restore (and has let its own copy of the photo go, keeping the server's variant in its photo cache);
// Sam's is offline and writes more; Lee's is offline while Lee's laptop writes first; for Kim the backup was
// taken moments before the last write (the last commit lost). When the phones are back, the server, a
// freshly signed-in device and the REST API hold every write, nothing twice, and each phone says what it
// sent again. One backup, one restore: the four share the server, as real accounts would.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStoreCommand } from '../scripts/store/backup-restore.test-kit';
import { type ServerProcess, startServer } from '../sync-server/src/testing/server-process';
import { type Registered, registerUser } from './accounts-api';
import { ADMIN, type Harness, PHONE, startHarness } from './harness';
import { jpegFile } from './photos';
import { SESSION_KEY } from './session';
import { SYNCED, synced } from './two-devices';

const RESTORED =
  /^The server was restored from a backup; (\d+) changes? from this device (?:was|were) sent again\./;
const BLOG = 'Northern lights over Tromsø';

/** The tasks after the sixteen writes: 10 new (one deleted, one edited), old 1 edited, old 3 deleted. */
const AFTER_SIXTEEN = [
  'new 1, edited',
  ...Array.from({ length: 8 }, (_, i) => `new ${i + 2}`),
  'old 1, edited',
  'old 2',
  'old 4',
];
/**
 * What the server lost of a phone's sixteen, sent again: the blog, 9 tasks (one with its edit folded in),
 * the edit of old 1, the completion of old 2, and the deletes of old 3, of new 10 and of the draft the new
 * blog form kept while the blog was typed (both came and went after the backup: a delete of an id the
 * server never had buries it, so a device that never pulled the delete cannot bring the item back).
 */
const SENT_AGAIN = 15;
/** Kim's, whose backup was taken moments before the blog: the blog and its draft's delete. */
const SENT_AGAIN_LAST = 2;

describe('a server restored from a backup, with the bloggers’ phones in Chromium', () => {
  let harness: Harness;
  let server: ServerProcess;
  let backups: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    harness = await startHarness();
    server = harness.server;
    backups = await mkdtemp(join(tmpdir(), 'travel-blog-backups-'));
    env = {
      DATA_DIR: harness.dataDir,
      LOG_REQUESTS: 'false',
      SEED_SAMPLE_CONTENT: 'false',
      ADMIN_PASSWORD: ADMIN.password,
      PORT: new URL(server.url).port,
    };
  });
  afterAll(async () => {
    await server?.stop();
    await harness?.close();
    await rm(backups, { recursive: true, force: true });
  });

  interface Device {
    page: Page;
    setOffline(offline: boolean): Promise<void>;
  }

  /**
   * The account's session as the PWA stores it after signing in, with the token its registration gave (the
   * sign-in form has its own tests, and each sign-in costs a password check).
   */
  async function sessionOf(account: Registered): Promise<string> {
    const user = await serverCall<{ _id: string }>(account, '/api/users/me');
    return JSON.stringify({ user, token: account.token });
  }

  /** A device signed in as the account, on /tasks, synced. */
  async function device(account: Registered): Promise<Device> {
    const localStorage = [{ name: SESSION_KEY, value: await sessionOf(account) }];
    const context = await harness.browser.newContext({
      viewport: PHONE,
      storageState: { cookies: [], origins: [{ origin: server.url, localStorage }] },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/tasks`);
    await synced(page);
    return { page, setOffline: (offline) => context.setOffline(offline) };
  }

  /** The task whose text is exactly `text` ("new 1" is not "new 10"). */
  const task = (page: Page, text: string) =>
    page
      .locator('main li.task')
      .filter({ has: page.locator('.task__text').getByText(text, { exact: true }) });
  const taskTexts = async (page: Page) => (await page.locator('main .task__text').allTextContents()).sort();

  async function addTask(page: Page, text: string) {
    await page.locator('main').getByLabel('task', { exact: true }).fill(text);
    await page.locator('main form button[type="submit"]').click();
    await task(page, text).waitFor();
  }

  async function editTask(page: Page, from: string, to: string) {
    await task(page, from)
      .getByRole('button', { name: /^update/ })
      .click();
    await page.locator('main').getByLabel('task', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'update task' }).click();
    await task(page, to).waitFor();
  }

  async function deleteTask(page: Page, text: string) {
    await task(page, text)
      .getByRole('button', { name: /^delete/ })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('type "delete" to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'delete', exact: true }).click();
    await task(page, text).waitFor({ state: 'detached' });
  }

  async function writeBlog(page: Page) {
    await page.goto(`${server.url}/new-blog`);
    const main = page.locator('main');
    await main.getByLabel('blog title', { exact: true }).fill(BLOG);
    await main.getByLabel('country', { exact: true }).fill('Norway');
    await main.getByLabel('hero image', { exact: true }).setInputFiles(await jpegFile('sky.jpg', '#163'));
    await expect.poll(() => main.locator('.image-picker__item img').count()).toBe(1);
    await page.getByRole('button', { name: 'create blog', exact: true }).click();
    await page.waitForURL(/\/user-blog\/[\w-]+$/);
    await page.goto(`${server.url}/tasks`);
    await task(page, 'old 4').waitFor();
  }

  /** Fifteen of the sixteen writes: 10 new tasks, 3 edits (one a completion), 2 deletes. */
  async function fifteenTaskWrites(page: Page) {
    for (let i = 1; i <= 10; i++) await addTask(page, `new ${i}`);
    await editTask(page, 'old 1', 'old 1, edited');
    await editTask(page, 'new 1', 'new 1, edited');
    await task(page, 'old 2')
      .getByRole('button', { name: /^to do/ })
      .click();
    await task(page, 'old 2')
      .getByRole('button', { name: /^completed/ })
      .waitFor();
    await deleteTask(page, 'old 3');
    await deleteTask(page, 'new 10');
  }

  /** The operator's restore: the server stopped, the backup put back, the server started again. */
  async function restore(folder: string) {
    await server.stop();
    const restored = await runStoreCommand('restore', folder, env);
    expect(restored.code, restored.output).toBe(0);
    server = await startServer(env);
  }

  async function serverCall<T>(account: Registered, path: string): Promise<T> {
    const res = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  }

  /** The blog's photo as the server's REST API answers it, and whether it serves it. */
  async function serverBlogs(account: Registered) {
    const blogs = await serverCall<{ blogTitle: string; imageData: { heroImage: { url: string } | null } }[]>(
      account,
      '/api/blogs/',
    );
    return Promise.all(
      blogs.map(async (b) => {
        const url = b.imageData.heroImage?.url;
        const served = url ? (await fetch(`${server.url}${url}`)).status : null;
        return { title: b.blogTitle, photoServed: served };
      }),
    );
  }

  /** The server, the REST API and a freshly signed-in device all hold the tasks and the blog, each once. */
  async function everywhere(account: Registered, expected: string[]) {
    const sorted = [...expected].sort();
    const onServer = await serverCall<{ taskText: string; completed: boolean }[]>(account, '/api/tasks/');
    expect(onServer.map((t) => t.taskText).sort()).toEqual(sorted);
    expect(onServer.find((t) => t.taskText === 'old 2')?.completed).toBe(true);
    expect(await serverBlogs(account)).toEqual([{ title: BLOG, photoServed: 200 }]);
    const fresh = await device(account);
    await expect.poll(() => taskTexts(fresh.page), { timeout: SYNCED }).toEqual(sorted);
    await fresh.page.goto(`${server.url}/user-blogs`);
    await expect.poll(() => fresh.page.locator('main').getByText(BLOG).count(), { timeout: SYNCED }).toBe(1);
    await fresh.page.context().close();
  }

  const sentAgain = async (page: Page) => {
    const notice = page.locator('header .sync-restored');
    await expect.poll(() => notice.textContent(), { timeout: 30_000 }).toMatch(RESTORED);
    return Number(RESTORED.exec((await notice.textContent()) ?? '')?.[1]);
  };

  /** The photos the phone's database still holds the bytes of. */
  const photosOnDevice = (page: Page, account: Registered) =>
    page.evaluate(
      (name) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('blobs').objectStore('blobs').count();
            count.onsuccess = () => {
              open.result.close();
              resolve(count.result);
            };
          };
        }),
      `travel-blog-user-${account._id}`,
    );

  it('gets every acknowledged write back from each phone: online, offline writing more, a laptop first, the last commit lost', async () => {
    const names = ['Ann Online', 'Sam Offline', 'Lee Laptop', 'Kim Lastcommit'];
    const accounts = await Promise.all(names.map((name) => registerUser(server.url, name)));
    // One at a time: each first load installs the app, and four at once only share the same two cores.
    const phones: Device[] = [];
    for (const account of accounts) phones.push(await device(account));
    const [ann, sam, lee, kim] = phones as [Device, Device, Device, Device];
    await Promise.all(
      phones.map(async ({ page }) => {
        for (let i = 1; i <= 4; i++) await addTask(page, `old ${i}`);
        await synced(page);
      }),
    );
    // Kim's backup is taken moments before the last write.
    await fifteenTaskWrites(kim.page);
    await synced(kim.page);
    const folder = join(backups, 'before');
    const backup = await runStoreCommand('backup', folder, env);
    expect(backup.code, backup.output).toBe(0);
    await Promise.all([
      ...[ann, sam, lee].map(async ({ page }) => {
        await writeBlog(page);
        await fifteenTaskWrites(page);
        await synced(page);
      }),
      (async () => {
        await writeBlog(kim.page);
        await synced(kim.page);
      })(),
    ]);
    // Ann's phone let its own copy of the photo go once the server's variant was kept for offline use.
    await expect.poll(() => photosOnDevice(ann.page, accounts[0] as Registered), { timeout: 30_000 }).toBe(0);
    expect(await serverBlogs(accounts[0] as Registered)).toEqual([{ title: BLOG, photoServed: 200 }]);

    await sam.setOffline(true);
    await lee.setOffline(true);
    await restore(folder);
    // Sam writes on offline, an edit of a task the server lost among them.
    await editTask(sam.page, 'new 3', 'new 3, edited offline');
    await addTask(sam.page, 'offline 1');
    await addTask(sam.page, 'offline 2');
    await editTask(sam.page, 'old 4', 'old 4, edited offline');
    // Lee's laptop signs in to the restored server and writes first.
    const laptop = await device(accounts[2] as Registered);
    await addTask(laptop.page, 'laptop 1');
    await addTask(laptop.page, 'laptop 2');
    await synced(laptop.page);
    await sam.setOffline(false);
    await lee.setOffline(false);

    expect(await Promise.all(phones.map(({ page }) => sentAgain(page)))).toEqual([
      SENT_AGAIN,
      SENT_AGAIN,
      SENT_AGAIN,
      SENT_AGAIN_LAST,
    ]);
    await Promise.all(phones.map(({ page }) => synced(page)));
    const expected = [
      AFTER_SIXTEEN,
      [
        ...AFTER_SIXTEEN.filter((t) => t !== 'new 3' && t !== 'old 4'),
        'new 3, edited offline',
        'old 4, edited offline',
        'offline 1',
        'offline 2',
      ],
      [...AFTER_SIXTEEN, 'laptop 1', 'laptop 2'],
      AFTER_SIXTEEN,
    ];
    for (const [i, phone] of phones.entries())
      expect(await taskTexts(phone.page), names[i]).toEqual([...(expected[i] as string[])].sort());
    for (const [i, account] of accounts.entries()) await everywhere(account, expected[i] as string[]);
    await laptop.page.reload();
    await expect
      .poll(() => taskTexts(laptop.page), { timeout: SYNCED })
      .toEqual([...(expected[2] as string[])].sort());
    await ann.page.locator('header .sync-restored').getByRole('button', { name: 'dismiss' }).click();
    await ann.page.locator('header .sync-restored').waitFor({ state: 'detached' });
  }, 300_000);
});
