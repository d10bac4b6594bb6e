// Health under a burst of password checks: GET /api/health's median latency on the real server (a child
// process), unloaded and while 50 sign-ins for unknown e-mails from 50 addresses are in flight at
// scrypt's real cost, side by side. Alone: npx tsx bench/password-load.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { healthDuring, signInBurst, unloadedHealthMs } from '../sync-server/src/testing/health-under-load';
import { startServer } from '../sync-server/src/testing/server-process';
import { recordFigures } from './results';

const BURST = 50;

export async function passwordLoadBench(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-password-'));
  const server = await startServer({
    DATA_DIR: dir,
    TRUST_PROXY: 'true',
    SEED_SAMPLE_CONTENT: 'false',
    LOG_REQUESTS: 'false',
    ADMIN_PASSWORD: 'bench-admin-pass',
  });
  try {
    const unloaded = await unloadedHealthMs(server.url);
    const started = performance.now();
    const loaded = await healthDuring(server.url, () => signInBurst(server.url, BURST));
    const seconds = (performance.now() - started) / 1000;
    const count = (status: number) => loaded.answers.filter((r) => r.status === status).length;
    recordFigures('passwordLoad', {
      healthUnloadedMs: unloaded,
      healthDuringSignInsMs: loaded.healthMs,
      checked: count(401),
      refusedBusy: count(503),
      seconds,
    });
    console.log(
      `${'GET /api/health, unloaded vs 50 sign-ins'.padEnd(44)} ${unloaded.toFixed(2).padStart(8)} ms  vs ${loaded.healthMs.toFixed(2)} ms (median of ${loaded.samples}; ×${(loaded.healthMs / unloaded).toFixed(1)})`,
    );
    console.log(
      `  the 50 sign-ins: ${count(401)} checked (401), ${count(503)} refused busy (503), all answered in ${seconds.toFixed(2)} s`,
    );
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await passwordLoadBench();
