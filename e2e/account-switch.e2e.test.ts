// Two accounts on one browser profile (issue 29), in Chromium against the real server and the production
// build. Ann's sync is in flight (a slow pull) with a write of hers queued behind it when Bob signs in in
// the same tab: nothing of Ann's may reach Bob's account, Bob's writes sync without a reload, and Ann's
// queue goes up once she signs in again. Then two tabs of the profile, signed in as the two users, both sync.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Registered, registerUser, serverTaskCounts } from './accounts-api';
import { type Harness, PHONE, startHarness } from './harness';
import { callApi, signIn, submitSignIn } from './session';
import { SYNCED, synced } from './two-devices';

describe('two accounts on one browser profile', () => {
  let harness: Harness;
  let url: string;
  let context: BrowserContext;

  const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true });
  const taskTexts = async (page: Page) => (await page.locator('main .task__text').allTextContents()).sort();

  async function addTask(page: Page, text: string) {
    await field(page, 'task').fill(text);
    await page.locator('main form button[type="submit"]').click();
    await page.locator('main .task__text', { hasText: text }).waitFor();
  }

  async function openTasks(page: Page) {
    await page.goto(`${url}/tasks`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('tasks');
  }

  /** Moves the app's router to `path` within the page, as a link does: nothing in flight is unloaded. */
  async function navigateInApp(page: Page, path: string) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForURL(`${url}${path}`);
  }

  const serverTexts = async (account: Registered) =>
    Object.keys(await serverTaskCounts(url, account.token)).sort();

  async function privateTask(account: Registered, taskText: string) {
    const response = await callApi(url, account.token, '/api/tasks/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ taskText }),
    });
    expect(response.status).toBe(201);
  }

  beforeAll(async () => {
    harness = await startHarness();
    url = harness.server.url;
    context = await harness.browser.newContext({ viewport: PHONE });
  });
  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  it("keeps Ann's queue out of Bob's account when Bob signs in mid-sync, and sends it once Ann is back", async () => {
    const [ann, bob] = [await registerUser(url, 'Ann Switch'), await registerUser(url, 'Bob Switch')];
    await privateTask(bob, "Bob's private task");
    const page = await context.newPage();
    // Ann's first pull on this device hangs (a slow network) until released.
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    let pulls = 0;
    await page.route('**/api/sync/pull**', async (route: Route) => {
      pulls += 1;
      await slow;
      await route.continue().catch(() => {});
    });
    await signIn(page, url, ann);
    await navigateInApp(page, '/tasks');
    await expect.poll(() => pulls, { timeout: SYNCED }).toBeGreaterThan(0);
    // Written while the pull hangs: the engine is asked for one more round.
    await addTask(page, 'Ann while the pull hangs');

    await navigateInApp(page, '/sign-in');
    await submitSignIn(page, bob);
    await page.waitForURL(`${url}/`);
    // The held pull answers now; from here on every pull goes through.
    release();

    await navigateInApp(page, '/tasks');
    await expect.poll(() => taskTexts(page), { timeout: SYNCED }).toEqual(["Bob's private task"]);
    await addTask(page, 'Bob on the shared phone');
    const bobs = ['Bob on the shared phone', "Bob's private task"].sort();
    await expect.poll(() => serverTexts(bob), { timeout: SYNCED }).toEqual(bobs);
    await synced(page);
    expect(await serverTexts(ann)).toEqual([]);

    await navigateInApp(page, '/sign-in');
    await submitSignIn(page, ann);
    await page.waitForURL(`${url}/`);
    await navigateInApp(page, '/tasks');
    await expect.poll(() => serverTexts(ann), { timeout: SYNCED }).toEqual(['Ann while the pull hangs']);
    await synced(page);
    expect(await taskTexts(page)).toEqual(['Ann while the pull hangs']);
    expect(await serverTexts(bob)).toEqual(bobs);
    await page.close();
  });

  it('syncs both users when two tabs of the profile are signed in as two users', async () => {
    const [cy, di] = [await registerUser(url, 'Cy Tabs'), await registerUser(url, 'Di Tabs')];
    const first = await context.newPage();
    await signIn(first, url, cy);
    await openTasks(first);
    await synced(first);
    const second = await context.newPage();
    await second.goto(`${url}/sign-in`);
    await submitSignIn(second, di);
    await second.waitForURL(`${url}/`);
    await openTasks(second);
    await synced(second);

    await addTask(first, 'Cy in the first tab');
    await addTask(second, 'Di in the second tab');
    await expect.poll(() => serverTexts(cy), { timeout: SYNCED }).toEqual(['Cy in the first tab']);
    await expect.poll(() => serverTexts(di), { timeout: SYNCED }).toEqual(['Di in the second tab']);
    await synced(first);
    await synced(second);
    expect(await taskTexts(first)).toEqual(['Cy in the first tab']);
    expect(await taskTexts(second)).toEqual(['Di in the second tab']);
  });
});
