import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../../sync-server/src/adapters/document-store/embedded';
import { ADMIN_ID } from '../../sync-server/src/services/seed/seed';
import { users } from '../../sync-server/src/services/users/user-doc';
import { type ServerProcess, startServer } from '../../sync-server/src/testing/server-process';
import { runNpmScript, signIn } from './backup-restore.test-kit';

const EMAIL = 'admin@example.com';
const FIRST = 'first-admin-pass';
const RESET = 'reset-admin-pass';

describe('npm run reset-admin-password', () => {
  let root: string;
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'travel-blog-reset-'));
    dataDir = join(root, 'data');
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    await rm(root, { recursive: true, force: true });
  });

  const start = (env: Record<string, string> = {}) =>
    startServer({ DATA_DIR: dataDir, LOG_REQUESTS: 'false', SEED_SAMPLE_CONTENT: 'false', ...env });
  const reset = (env: Record<string, string> = {}) =>
    runNpmScript('reset-admin-password', [], { DATA_DIR: dataDir, ...env });
  const login = (url: string, password: string) =>
    fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password }),
    }).then((r) => r.status);
  const me = (url: string, token: string) =>
    fetch(`${url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
  async function adminHash(): Promise<string | undefined> {
    const store = await openEmbeddedStore(dataDir);
    try {
      return (await users({ store }).findOne({ _id: ADMIN_ID }))?.passwordHash;
    } finally {
      await store.close();
    }
  }

  it("sets the seeded admin's password from ADMIN_PASSWORD and ends the admin's sessions", async () => {
    server = await start({ ADMIN_PASSWORD: FIRST });
    const token = await signIn(server.url, EMAIL, FIRST);
    await server.stop();

    const done = await reset({ ADMIN_PASSWORD: RESET });
    expect(done.output).toContain(`Reset the password of the admin ${EMAIL}`);
    expect(done.code).toBe(0);

    // Started again with the first password still set: the server says it is not used, rather than nothing.
    server = await start({ ADMIN_PASSWORD: FIRST });
    expect(server.output()).toContain('ADMIN_PASSWORD is only used at the first start');
    expect(server.output()).toContain('npm run reset-admin-password');
    expect(await me(server.url, token)).toBe(401);
    expect(await login(server.url, FIRST)).toBe(401);
    expect(await login(server.url, RESET)).toBe(200);
  }, 120_000);

  it('refuses, changing nothing, while the server runs, without a password, or before the first start', async () => {
    const before = await reset({ ADMIN_PASSWORD: RESET });
    expect(before.code).toBe(1);
    expect(before.output).toContain('There is no database at');

    server = await start({ ADMIN_PASSWORD: FIRST });
    const running = await reset({ ADMIN_PASSWORD: RESET });
    expect(running.code).toBe(1);
    expect(running.output).toContain(`The server is running on ${dataDir}`);
    await server.stop();
    server = undefined;
    const hash = await adminHash();

    const [untyped, short] = await Promise.all([reset(), reset({ ADMIN_PASSWORD: 'short' })]);
    expect(untyped.code).toBe(1);
    expect(untyped.output).toContain('No terminal to type a password in, and ADMIN_PASSWORD is not set');
    expect(short.code).toBe(1);
    expect(short.output).toMatch(/ADMIN_PASSWORD.*at least 8 characters/);
    for (const { output } of [before, running, untyped, short]) expect(output).not.toMatch(/at .*\.ts:\d+/);
    expect(await adminHash()).toBe(hash);
  }, 120_000);
});
