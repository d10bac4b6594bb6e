// Headless Debian Chromium driven by playwright-core (Playwright cannot download browsers here).
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every test Chromium runs with (also the Lighthouse runner's, which launches its own). */
export const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function executablePath(): string {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  return CHROMIUM;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: executablePath(), headless: true, args: ARGS });
}

/**
 * Chromium with its profile in `userDataDir` (storage, service worker, session): closing it and
 * launching it again on the same directory is a browser restart.
 */
export function launchProfile(
  userDataDir: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    ...options,
    executablePath: executablePath(),
    headless: true,
    args: ARGS,
  });
}
