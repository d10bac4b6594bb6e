// The moment both client benchmarks measure: from the browser going online to the header saying "Synced".
import type { BrowserContext, Page } from 'playwright-core';

/** Goes online and answers the seconds until the header's sync status reads "Synced". */
export async function onlineToSynced(context: BrowserContext, page: Page): Promise<number> {
  const started = performance.now();
  await context.setOffline(false);
  await page.waitForFunction(
    () => document.querySelector('.sync-status')?.textContent === 'Synced',
    undefined,
    { polling: 10, timeout: 120_000 },
  );
  return (performance.now() - started) / 1000;
}
