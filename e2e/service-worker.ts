// Waiting for the service worker to control a page, as the offline tests must before they go offline.
// CI has twice seen a page never controlled within 20 s on a busy machine. A worker that activates while
// the page's own navigation is still under way does not claim that page (clients.claim() takes the
// clients that exist when it runs), and the page stays uncontrolled until its next load, as it would for
// a person: so a page left uncontrolled beside an active worker is loaded again, once. A wait that still
// ends without a controller says what the page's registration held, rather than only "timeout".
import type { Page } from 'playwright-core';

const controlled = (page: Page, timeout: number) =>
  page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout })
    .then(
      () => true,
      () => false,
    );

/** What the page's registration holds, for the error. */
const registrationOf = (page: Page) =>
  page
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

export async function untilControlled(page: Page, timeout = 20_000): Promise<void> {
  if (await controlled(page, timeout / 2)) return;
  const held = await registrationOf(page);
  if (typeof held !== 'string' && held.active === 'activated') await page.reload();
  if (await controlled(page, timeout / 2)) return;
  const now = await registrationOf(page);
  throw new Error(
    `no service worker controls ${page.url()} after ${timeout} ms: ${JSON.stringify({ held, now })}`,
  );
}
