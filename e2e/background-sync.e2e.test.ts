// Background Sync in Chromium: after failed attempts the page registers the outbox tag, and when the
// browser fires the sync event (dispatched here through the DevTools protocol, as Chromium does when the
// network returns) the service worker wakes the app, which syncs at once instead of waiting for its timer.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { type Harness, startHarness } from './harness';
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

  it('registers the outbox tag offline, and a sync event makes the app sync at once', async () => {
    await signIn(page, server.url);
    await page.goto(`${server.url}/tasks`);
    const status = page.locator('.sync-status');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Synced');

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
    let attempts = 0;
    await page.route('**/api/sync/push', (route) => {
      attempts += 1;
      return route.abort('connectionrefused');
    });
    await addTask('buy matches');
    await expect.poll(() => attempts, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    await page.unroute('**/api/sync/push');
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
    // Well inside the 4 s the retry timer waits at least, so only the sync event can explain it.
    await expect.poll(() => status.textContent(), { timeout: 3_000, interval: 100 }).toBe('Synced');
  });
});
