// Waiting for the service worker to control a page, as the offline tests must before they go offline. A
// wait that ends without it says what the page's registration held (CI once saw a page never controlled
// within 20 s, not seen again), rather than only "timeout".
import type { Page } from 'playwright-core';

export async function untilControlled(page: Page, timeout = 20_000): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout });
  } catch (error) {
    const held = await page
      .evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          document: document.readyState,
          registered: registration !== undefined,
          installing: registration?.installing?.state ?? null,
          waiting: registration?.waiting?.state ?? null,
          active: registration?.active?.state ?? null,
        };
      })
      .catch((reason: unknown) => String(reason));
    throw new Error(`no service worker controls ${page.url()} after ${timeout} ms: ${JSON.stringify(held)}`, {
      cause: error,
    });
  }
}
