// The client figure of the sync benchmark: in headless Chromium against the real server and the production
// build, 200 task writes are queued offline through the tasks screen, then the browser goes online and the
// clock runs until the header says everything is synced (the outbox is empty).
import { startHarness } from '../e2e/harness';
import { signIn } from '../e2e/session';
import { buildPwaIfStale } from '../scripts/pwa-build.mjs';
import { onlineToSynced } from './online-to-synced';
import { recordFigures } from './results';

const WRITES = 200;
const ADMIN = { email: 'admin@example.com', password: 'bench-admin-pass' };

export async function clientSyncBench(): Promise<void> {
  if (!(await buildPwaIfStale())) throw new Error('the PWA build failed');
  const harness = await startHarness({ adminPassword: ADMIN.password, prefix: 'bench-client-' });
  const { server, browser } = harness;
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server.url, ADMIN);
    await page.goto(`${server.url}/tasks`);
    const status = page.locator('.sync-status');
    await status.filter({ hasText: /^Synced$/ }).waitFor();

    await context.setOffline(true);
    const field = page.locator('main').getByLabel('task', { exact: true });
    for (let i = 1; i <= WRITES; i++) {
      await field.fill(`bench task ${i}`);
      await field.press('Enter');
    }
    await status.filter({ hasText: `${WRITES} changes waiting` }).waitFor({ timeout: 120_000 });

    const seconds = await onlineToSynced(context, page);
    recordFigures('clientSync', { writes: WRITES, onlineToEmptyOutboxSeconds: seconds });
    console.log(
      `${'client: online → empty outbox, 200 task writes'.padEnd(44)} ${(WRITES / seconds).toFixed(0).padStart(8)} writes/s  (${WRITES} in ${seconds.toFixed(2)} s)`,
    );
  } finally {
    await harness.close();
  }
}
