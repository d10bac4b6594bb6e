// Builds the real app for tests: SQLite, disk blobs and the outbox on a fresh temp dir, a recording
// logger, and any dependency swapped through overrides.
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { createDiskBlobStore } from '../adapters/blob-store/disk';
import { embeddedStoreFile } from '../adapters/document-store/embedded';
import { createSqliteStore } from '../adapters/document-store/sqlite';
import { renewIncarnation } from '../adapters/document-store/sqlite-meta';
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

export interface TestStart {
  /** A database file (snapshotStore) the app starts on, as a server `npm run restore` put it back on. */
  restoreFrom?: string;
  /** With restoreFrom: the file put back as a power cut leaves one, without the restore's renewal. */
  cutBack?: boolean;
}

export async function createTestDeps(
  overrides: Partial<Deps> = {},
  env: Record<string, string> = {},
  start: TestStart = {},
) {
  const dir = await mkdtemp(join(tmpdir(), 'travel-blog-test-'));
  if (start.restoreFrom) {
    await mkdir(dirname(embeddedStoreFile(dir)), { recursive: true });
    await copyFile(start.restoreFrom, embeddedStoreFile(dir));
    if (!start.cutBack) {
      const db = new Database(embeddedStoreFile(dir));
      try {
        renewIncarnation(db);
      } finally {
        db.close();
      }
    }
  }
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
  start: TestStart = {},
): Promise<TestApp> {
  const made = await createTestDeps(overrides, env, start);
  return { ...made, app: createApp(made.deps) };
}

/** Writes the app's database as it is now to file, as `npm run backup` takes it (SQLite's backup API). */
export async function snapshotStore(t: Pick<TestApp, 'dir'>, file: string): Promise<void> {
  const db = new Database(embeddedStoreFile(t.dir), { readonly: true });
  try {
    await db.backup(file);
  } finally {
    db.close();
  }
}

/**
 * A server that can go back in time: `backup` snapshots the running server's database, `restore` starts a
 * new server on the last snapshot, as `npm run restore` and a restart do; `cutBack` as a restart on data
 * that lost its last commits does. `server` always answers as the server running now, so devices made on
 * it keep talking to the same address.
 */
export interface RestorableApp {
  server: TestApp;
  backup(): Promise<void>;
  restore(): Promise<void>;
  cutBack(): Promise<void>;
  close(): Promise<void>;
}

export async function restorableTestApp(): Promise<RestorableApp> {
  const started = [await createTestApp()];
  const running = () => started.at(-1) as TestApp;
  const file = join((started[0] as TestApp).dir, 'backup.sqlite');
  const server = {
    get app() {
      return running().app;
    },
    get deps() {
      return running().deps;
    },
    get dir() {
      return running().dir;
    },
  } as TestApp;
  return {
    server,
    backup: () => snapshotStore(running(), file),
    restore: async () => {
      started.push(await createTestApp({}, {}, { restoreFrom: file }));
    },
    cutBack: async () => {
      started.push(await createTestApp({}, {}, { restoreFrom: file, cutBack: true }));
    },
    close: async () => {
      for (const app of started.reverse()) await app.close();
    },
  };
}
