// Builds the real app for tests: SQLite, disk blobs and the outbox on a fresh temp dir, a recording
// logger, and any dependency swapped through overrides.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDiskBlobStore } from '../adapters/blob-store/disk';
import { embeddedStoreFile } from '../adapters/document-store/embedded';
import { createSqliteStore } from '../adapters/document-store/sqlite';
import { createOutboxMailer } from '../adapters/mailer/outbox';
import type { Config } from '../config/config';
import { parseEnv } from '../config/env';
import type { Deps } from '../deps';
import { createApp } from '../http/app';
import { memoryLogger } from '../log';
import { ensureIndexes } from '../services/indexes';
import { flushViewFeed } from '../services/sync/view-feed';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  log: ReturnType<typeof memoryLogger>;
  dir: string;
  close(): Promise<void>;
}

/** The signing secret of every test app: a test can look for it where it must never appear. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export async function createTestDeps(overrides: Partial<Deps> = {}, env: Record<string, string> = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'travel-blog-test-'));
  const config: Config = {
    env: parseEnv({ DATA_DIR: dir, ...env }),
    dataDir: dir,
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: 'http://localhost:8787',
  };
  const log = memoryLogger();
  const deps: Deps = {
    config,
    store: await createSqliteStore({ file: embeddedStoreFile(dir) }),
    blobs: createDiskBlobStore({ root: join(dir, 'media') }),
    mailer: createOutboxMailer({ dir: join(dir, 'outbox') }),
    log,
    ...overrides,
  };
  await ensureIndexes(deps.store);
  const close = async () => {
    // Views still waiting for their log entry would write to a closed store.
    await flushViewFeed(deps.store);
    await deps.store.close();
    await rm(dir, { recursive: true, force: true });
  };
  return { deps, log, dir, close };
}

export async function createTestApp(
  overrides: Partial<Deps> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const made = await createTestDeps(overrides, env);
  return { ...made, app: createApp(made.deps) };
}
