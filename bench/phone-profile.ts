// A new phone for the heavy-account bench: a fresh Chromium profile kept on disk, as an installed app's
// is. Measured on the heavy account, interleaved, cold /tasks took 558-884 ms in an off-the-record context
// (browser.newContext) against 391-594 ms on a profile on disk, the same build and machine. Not for a code
// cache: V8's trace shows this Chromium compiling the app's module scripts anew on every start either way
// (docs/testing.md). No one runs an installed PWA off the record.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { launchProfile } from '../e2e/browser';
import { PHONE } from '../e2e/harness';

export interface PhoneProfile {
  context: BrowserContext;
  /** Closes the browser and deletes the profile (the account's data and caches, tens of megabytes). */
  close(): Promise<void>;
}

export async function newPhoneProfile(): Promise<PhoneProfile> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-phone-'));
  try {
    const context = await launchProfile(dir, { viewport: PHONE });
    return {
      context,
      close: async () => {
        await context.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
