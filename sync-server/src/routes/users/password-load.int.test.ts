// The server keeps answering while a burst of password checks arrives: 50 sign-ins for unknown e-mails
// from 50 addresses, and 50 password changes with a wrong old password from one account, each fired at
// once at the real server (a child process, so the measurement is the server's, not this process's), at
// scrypt's real cost. GET /api/health meanwhile stays within ten times its unloaded time (the median of
// each, measured just before the burst); what the server cannot take at once it refuses with Retry-After.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_BUSY } from '../../services/auth/password-queue';
import { healthDuring, signInBurst, unloadedHealthMs } from '../../testing/health-under-load';
import { type ServerProcess, startServer } from '../../testing/server-process';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
const BURST = 50;

describe('50 password checks at once', () => {
  let server: ServerProcess;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'travel-blog-load-'));
    server = await startServer({
      DATA_DIR: dir,
      TRUST_PROXY: 'true',
      SEED_SAMPLE_CONTENT: 'false',
      LOG_REQUESTS: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** Every refusal carries Retry-After and a message; answers the 503s' messages. */
  async function expectRetryAfter(answers: Response[]): Promise<string[]> {
    const busy: string[] = [];
    for (const res of answers.filter((r) => r.status === 429 || r.status === 503)) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      const { message } = (await res.json()) as { message: string };
      expect(message).toBeTruthy();
      if (res.status === 503) busy.push(message);
    }
    return busy;
  }

  it('keeps health answering through 50 sign-ins for unknown e-mails from 50 addresses', async () => {
    const unloaded = await unloadedHealthMs(server.url);
    const { healthMs: loaded, answers } = await healthDuring(server.url, () =>
      signInBurst(server.url, BURST),
    );
    console.log(`health: unloaded ${unloaded.toFixed(2)} ms, under 50 sign-ins ${loaded.toFixed(2)} ms`);
    expect(loaded).toBeLessThanOrEqual(10 * unloaded);

    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    expect(statuses).toContain(401);
    const busy = await expectRetryAfter(answers);
    expect(busy.length).toBeGreaterThan(0);
    expect(new Set(busy)).toEqual(new Set([PASSWORD_BUSY]));
  }, 120_000);

  it('keeps health answering through 50 password changes from one account, limiting them', async () => {
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const unloaded = await unloadedHealthMs(server.url);
    const { healthMs: loaded, answers } = await healthDuring(server.url, () =>
      Array.from({ length: BURST }, (_, i) =>
        fetch(`${server.url}/api/users/change-pw`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ oldPassWord: `wrong-${i}`, newPassWord: 'new-password-9' }),
        }),
      ),
    );
    console.log(
      `health: unloaded ${unloaded.toFixed(2)} ms, under 50 password changes ${loaded.toFixed(2)} ms`,
    );
    expect(loaded).toBeLessThanOrEqual(10 * unloaded);

    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 400 || s === 429 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(BURST - 10);
    await expectRetryAfter(answers);
  }, 120_000);
});
