// Background Sync in Chromium: after failed attempts offline the page registers the outbox tag, and the
// browser's sync event (dispatched here through the DevTools protocol, as Chromium does when the network
// returns) reaches the app through the service worker. It asks the engine for a cycle like any trigger,
// so after failures on a reachable server it waits for the engine's backoff instead of retrying early.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { type Harness, startHarness } from './harness';
import { untilControlled } from './service-worker';
import { signIn } from './session';

const TAG = 'travel-blog-outbox';

describe('background sync', () => {
  let harness: Harness;
  let server: ServerProcess;
  let page: Page;

  async function addTask(text: string) {
    await page.locator('main').getByLabel('task', { exact: true }).fill(text);
    await page.locator('main form button[type="submit"]').click();
    await page.locator('main .task__text', { hasText: text }).waitFor();
  }

  beforeAll(async () => {
    harness = await startHarness();
    server = harness.server;
    page = await (await harness.browser.newContext()).newPage();
  });
  afterAll(() => harness?.close());

  it('registers the outbox tag offline; its sync event reaches the app and waits for the backoff', async () => {
    await signIn(page, server.url);
    await page.goto(`${server.url}/tasks`);
    const status = page.locator('.sync-status');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Synced');
    // The page asks the browser for a sync event only once the service worker controls it, which on a busy
    // machine can come after the first "Synced".
    await untilControlled(page);

    // Offline, a write registers the outbox tag; the browser fires it when the network returns.
    const tags = () =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      });
    await page.context().setOffline(true);
    await addTask('pack the tent');
    await expect.poll(tags).toContain(TAG);
    await page.context().setOffline(false);
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Synced');

    // Online but refused, the engine backs off on its own timer (1, 2, 4, then 4–8 s before the 5th try).
    const failedAt: number[] = [];
    let pushedAt = 0;
    await page.route('**/api/sync/push', (route) => {
      if (pushedAt === 0 && failedAt.length >= 4) {
        pushedAt = Date.now();
        return route.continue();
      }
      failedAt.push(Date.now());
      return route.abort('connectionrefused');
    });
    await addTask('buy matches');
    await expect.poll(() => failedAt.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    await page.evaluate(() =>
      navigator.serviceWorker.addEventListener('message', (event) => {
        const relayed = (event.data as { type?: string } | null)?.type === 'travel-blog:background-sync';
        if (relayed) (globalThis as { relayed?: boolean }).relayed = true;
      }),
    );
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r: { scopeURL: string }) => r.scopeURL === `${server.url}/`);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: server.url,
      registrationId: await registrationId,
      tag: TAG,
      lastChance: false,
    });
    await expect.poll(() => page.evaluate(() => (globalThis as { relayed?: boolean }).relayed)).toBe(true);
    // The event starts no early attempt: the next push is the retry timer's, at least 4 s after the last
    // failure (the 4th failure's wait is 4–8 s; a 5th failure's is longer).
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('Synced');
    const lastFailure = failedAt.at(-1) ?? 0;
    expect(pushedAt - lastFailure).toBeGreaterThanOrEqual(4000);
  });
});
