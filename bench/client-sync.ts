// The client figure of the sync benchmark: in headless Chromium against the real server and the production
// build, 200 task writes are queued offline through the tasks screen, then the browser goes online and the
// clock runs until the header says everything is synced (the outbox is empty).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/browser';
import { buildPwaIfStale } from '../scripts/pwa-build.mjs';
import { startServer } from '../sync-server/src/testing/server-process';

const WRITES = 200;
const ADMIN = { email: 'admin@example.com', password: 'bench-admin-pass' };

export async function clientSyncBench(): Promise<void> {
  if (!buildPwaIfStale()) throw new Error('the PWA build failed');
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-client-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_REQUESTS: 'false',
    SEED_SAMPLE_CONTENT: 'false',
    ADMIN_PASSWORD: ADMIN.password,
  });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/sign-in`);
    await page.getByLabel('email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('password', { exact: true }).fill(ADMIN.password);
    await page.locator('main button[type="submit"]').click();
    await page.waitForURL(`${server.url}/`);
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

    const started = performance.now();
    await context.setOffline(false);
    await page.waitForFunction(
      () => document.querySelector('.sync-status')?.textContent === 'Synced',
      undefined,
      { polling: 10, timeout: 120_000 },
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${'client: online → empty outbox, 200 task writes'.padEnd(44)} ${(WRITES / seconds).toFixed(0).padStart(8)} writes/s  (${WRITES} in ${seconds.toFixed(2)} s)`,
    );
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
