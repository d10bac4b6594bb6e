import { sign } from 'hono/jwt';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueToken } from '../../http/tokens';
import { lowerScryptCostForTests } from '../../services/auth/password';
import { signInPerAddress } from '../../services/rate-limit/limits';
import { insertUser, json, PASSWORD, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('sign-in and tokens', () => {
  // Many password checks: what they allow and refuse is the point here, not what each costs.
  beforeAll(() => lowerScryptCostForTests(2 ** 12));
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    // Addresses come from X-Forwarded-For here, so a test can sign in from several.
    t = await createTestApp({}, { TRUST_PROXY: 'true' });
    ann = await insertUser(t.deps, { name: 'Ann Lee', email: 'ann@example.com' });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });
  /**
   * The limits count in fixed 15-minute windows: a burst that straddles a window's end starts counting
   * again. The clock starts just inside a window, so a slow machine's 30 password checks stay in one.
   */
  const atWindowStart = () => {
    const window = 15 * 60 * 1000;
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Math.ceil(Date.now() / window) * window + 1000);
  };
  const login = (body: unknown, from?: string) =>
    t.app.request('/api/users/login', json(body, from ? { 'x-forwarded-for': from } : {}));
  const me = (headers: Record<string, string>) => t.app.request('/api/users/me', { headers });

  it('signs in, counts the login and stamps date and time en-GB', async () => {
    const res = await login({ email: ' ANN@example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.logins).toBe(1);
    expect(body.lastLoginDate).toMatch(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} \w+ \d{4}$/);
    expect(body.lastLoginTime).toMatch(/^\d{1,2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|tokenVersion/);
    expect((await me({ authorization: `Bearer ${body.token}` })).status).toBe(200);
    const again = await (await login({ email: 'ann@example.com', password: PASSWORD })).json();
    expect(again.logins).toBe(2);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const wrong = await login({ email: 'ann@example.com', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('refuses operator injection and unknown fields with 400', async () => {
    for (const body of [
      { email: { $ne: null }, password: PASSWORD },
      { email: 'ann@example.com', password: { $gt: '' } },
      { email: 'ann@example.com', password: PASSWORD, isAdmin: true },
      {},
    ]) {
      expect((await login(body)).status).toBe(400);
    }
  });

  it('keeps a suspended user out, at sign-in and with an existing token', async () => {
    await t.deps.store.collection('users').updateOne({ _id: ann.user._id }, { $set: { isSuspended: true } });
    const res = await login({ email: 'ann@example.com', password: PASSWORD });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/suspended/);
    expect((await me(ann.auth)).status).toBe(403);
  });

  it("slows someone else's guesses without locking the owner out", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await login({ email: 'ann@example.com', password: `wrong-${i}` }, '203.0.113.9')).status,
      );
    // Five go at once, then each waits longer than the last: these came too soon.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 401 || s === 429)).toBe(true);
    const slowed = await login({ email: 'ann@example.com', password: PASSWORD }, '203.0.113.9');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await slowed.json()).message).toMatch(
      /^Too many sign-in attempts for this account from this address: after 5, each attempt waits/,
    );

    const owner = await login({ email: 'ann@example.com', password: PASSWORD }, '198.51.100.7');
    expect(owner.status).toBe(200);
  }, 60_000);

  it('limits attempts per account across addresses, high enough for the owner', async () => {
    atWindowStart();
    for (let i = 0; i < 30; i++) {
      const res = await login({ email: 'ann@example.com', password: `wrong-${i}` }, `203.0.113.${i}`);
      expect(res.status).toBe(401);
    }
    const limited = await login({ email: 'ann@example.com', password: PASSWORD }, '198.51.100.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(
      /^Too many sign-in attempts for this account: at most 30 per 15 minutes\. Please try again in/,
    );
  }, 90_000);

  it('limits attempts per address across accounts', async () => {
    atWindowStart();
    for (let i = 0; i < 30; i++) await login({ email: `guess-${i}@example.com`, password: 'x' });
    const limited = await login({ email: 'ann@example.com', password: PASSWORD });
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(
      /^Too many sign-in attempts from this address: at most 30 per 15 minutes\./,
    );
    expect((await login({ email: 'ann@example.com', password: PASSWORD }, '198.51.100.7')).status).toBe(200);
  }, 60_000);

  it('counts only failed sign-ins per address, so a shared address is never locked out by its people', async () => {
    atWindowStart();
    // 29 failed sign-ins from the address so far, counted directly: each takes a password check.
    await signInPerAddress.consume(t.deps.store, '192.0.2.10', 29);
    for (let i = 0; i < 3; i++) {
      const res = await login({ email: 'ann@example.com', password: PASSWORD }, '192.0.2.10');
      expect(res.status).toBe(200);
    }
    expect((await login({ email: 'guess@example.com', password: 'x' }, '192.0.2.10')).status).toBe(401);
    const limited = await login({ email: 'ann@example.com', password: PASSWORD }, '192.0.2.10');
    expect(limited.status).toBe(429);
  }, 60_000);

  it.each([
    ['no header', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['a garbage token', { authorization: 'Bearer not.a.jwt' }],
  ])('refuses %s with 401', async (_, headers) => {
    const res = await me(headers);
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBeTruthy();
  });

  it('refuses expired, foreign, unsigned and revoked tokens', async () => {
    const secret = t.deps.config.jwtSecret;
    const old = Date.now() - 31 * 24 * 3600 * 1000;
    const expired = await issueToken(secret, ann.user, old);
    const foreign = await issueToken('another-secret-another-secret-another!', ann.user);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const claims = Buffer.from(JSON.stringify({ sub: ann.user._id, ver: 0, exp: 9e9 })).toString('base64url');
    const unsigned = `${header}.${claims}.`;
    const hs512 = await sign({ sub: ann.user._id, ver: 0, exp: 9e9 }, secret, 'HS512');
    for (const token of [expired, foreign, unsigned, hs512]) {
      expect((await me({ authorization: `Bearer ${token}` })).status).toBe(401);
    }
    await t.deps.store.collection('users').updateOne({ _id: ann.user._id }, { $inc: { tokenVersion: 1 } });
    expect((await me(ann.auth)).status).toBe(401);
  });

  it('answers the demo e-mail for the sign-in form', async () => {
    expect(await (await t.app.request('/api/users/demo')).json()).toEqual({ email: 'demo@example.com' });
  });
});
