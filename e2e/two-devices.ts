// One person on two devices for the sync suites: a phone (A) and a laptop-sized browser (B), each a
// browser context with its own IndexedDB, signed in to the same account, and the moves the suites share:
// waiting until a device says "Synced", taking both offline, and reading the header's review button.
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Harness, PHONE } from './harness';
import { signIn } from './session';

/** How long a change may take to reach the other device (a push, a poke, a pull). */
export const SYNCED = 15_000;

export interface TwoDevices {
  phone: BrowserContext;
  laptop: BrowserContext;
  a: Page;
  b: Page;
}

/** A signs in through the form; B starts from the stored session, with a database of its own. */
export async function twoDevices(
  harness: Harness,
  laptopOptions: BrowserContextOptions = { viewport: { width: 1280, height: 800 } },
): Promise<TwoDevices> {
  const phone = await harness.browser.newContext({ viewport: PHONE });
  const a = await phone.newPage();
  await signIn(a, harness.server.url);
  const laptop = await harness.browser.newContext({
    ...laptopOptions,
    storageState: { cookies: [], origins: (await phone.storageState()).origins },
  });
  const b = await laptop.newPage();
  return { phone, laptop, a, b };
}

export const status = (page: Page) => page.locator('.sync-status');

export const synced = (page: Page) =>
  expect.poll(() => status(page).textContent(), { timeout: SYNCED }).toBe('Synced');

/** The header's button that opens the conflicts and refused changes ("1 conflict"). */
export const reviewButton = (page: Page): Locator =>
  page.locator('header').getByRole('button', { name: /conflict|refused/ });

export const reviewDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Changes to review' });

/** Runs `edits` with both devices offline, then brings A back, then B, each until it says "Synced". */
export async function editOffline(devices: TwoDevices, edits: () => Promise<void>): Promise<void> {
  const { phone, laptop, a, b } = devices;
  await phone.setOffline(true);
  await laptop.setOffline(true);
  await edits();
  await phone.setOffline(false);
  await synced(a);
  await laptop.setOffline(false);
  await synced(b);
}
