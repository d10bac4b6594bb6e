// The real server on a throw-away data dir plus headless Chromium, for the e2e suites and the client bench.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { type ServerProcess, startServer } from '../sync-server/src/testing/server-process';
import { launchBrowser } from './browser';

/** The admin account every e2e server is started with (ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@example.com', password: 'admin-pass-123' };

/** Names a data folder a first start seeded with ADMIN (seeded-data-dir.ts, the e2e globalSetup). */
export const SEEDED_DATA_DIR = 'E2E_SEEDED_DATA_DIR';

/** A phone-sized viewport, the screen most suites run on. */
export const PHONE = { width: 360, height: 740 };

export interface ServerOptions {
  /** SEED_SAMPLE_CONTENT: the sample blogs are seeded only when asked (the server alone seeds by default). */
  seed?: boolean;
  /** ADMIN_PASSWORD: ADMIN's unless given; null starts the server without one (a generated password). */
  adminPassword?: string | null;
  /** The temp data dir's name prefix. */
  prefix?: string;
  /** More settings for the server (a suite that pushes thousands of writes raises WRITES_PER_MINUTE). */
  env?: Record<string, string>;
  /** Fills the fresh data dir before the server first opens it (the server owns it once running). */
  prepare?: (dataDir: string) => Promise<void>;
}

export interface TestServer {
  server: ServerProcess;
  dataDir: string;
  /** Stops the server and removes its data dir. */
  close(): Promise<void>;
}

export interface Harness extends TestServer {
  browser: Browser;
  /** Closes the browser, stops the server and removes its data dir. */
  close(): Promise<void>;
}

/** Starts the real server (no request log) on a fresh temp data dir; close() removes the dir again. */
export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  const { seed = false, adminPassword = ADMIN.password, prefix = 'travel-blog-e2e-', env = {} } = options;
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  try {
    // A server started as the seeded one was starts on a copy of it, rather than seeding again.
    const seeded = process.env[SEEDED_DATA_DIR];
    const asSeeded = !seed && adminPassword === ADMIN.password && !options.prepare && !options.env;
    if (seeded && asSeeded) await cp(seeded, dataDir, { recursive: true });
    await options.prepare?.(dataDir);
    const server = await startServer({
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
      SEED_SAMPLE_CONTENT: String(seed),
      ...(adminPassword !== null && { ADMIN_PASSWORD: adminPassword }),
      ...env,
    });
    const close = async () => {
      try {
        await server.stop();
      } finally {
        await removeDir();
      }
    };
    return { server, dataDir, close };
  } catch (error) {
    await removeDir();
    throw error;
  }
}

/** Starts a test server and headless Chromium; close() shuts both down and removes the data dir. */
export async function startHarness(options: ServerOptions = {}): Promise<Harness> {
  const testServer = await startTestServer(options);
  let browser: Browser;
  try {
    browser = await launchBrowser();
  } catch (error) {
    await testServer.close();
    throw error;
  }
  const close = async () => {
    try {
      await browser.close();
    } finally {
      await testServer.close();
    }
  };
  return { ...testServer, browser, close };
}
