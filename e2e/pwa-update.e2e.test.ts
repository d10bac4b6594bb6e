import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { type Harness, startHarness } from './harness';

// Publishing a new version is simulated by changing the built sw.js on disk: the browser's update
// check then finds a different worker, exactly as after a deploy.
const SW = resolve('dist/pwa/sw.js');

describe('service worker update', () => {
  let harness: Harness;
  let server: ServerProcess;
  let browser: Browser;
  let original: string;

  beforeAll(async () => {
    original = await readFile(SW, 'utf8');
    harness = await startHarness({ adminPassword: null });
    ({ server, browser } = harness);
  });
  afterAll(async () => {
    await writeFile(SW, original);
    await harness?.close();
  });

  it('offers the new version and switches only when the user asks', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    const banner = page.getByText('a new version is available');
    expect(await banner.count()).toBe(0);

    await appendFile(SW, `\n// release ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await banner.waitFor({ timeout: 20_000 });
    // The old worker still controls the page until the click: no surprise reload.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'reload' }).click()]);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await banner.count()).toBe(0);
    const waiting = await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    );
    expect(waiting).toBe(false);
  });
});
