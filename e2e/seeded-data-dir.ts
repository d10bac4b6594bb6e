// Vitest globalSetup of the browser suites: one data folder seeded once, copied into each suite's fresh
// folder (harness.ts). A first start seeds the admin and the demo user, two scrypt hashes made one at a
// time (about 1.5 s on two cores); thirty suites paid it apiece. The copy is the very folder a first start
// leaves (the store, the JWT secret), so the server starts on it as on any folder it seeded itself.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../sync-server/src/testing/server-process';
import { ADMIN, SEEDED_DATA_DIR } from './harness';

export default async function seedOnce(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'travel-blog-e2e-seeded-'));
  const server = await startServer({
    DATA_DIR: dir,
    LOG_REQUESTS: 'false',
    SEED_SAMPLE_CONTENT: 'false',
    ADMIN_PASSWORD: ADMIN.password,
  });
  await server.stop();
  // Set before vitest starts its workers, which inherit it.
  process.env[SEEDED_DATA_DIR] = dir;
  return () => rm(dir, { recursive: true, force: true });
}
