// Token tampering on every route that needs a token (found by calling each route without one, so a new
// guarded route is covered unasked): each forged, foreign, expired or malformed token is a 401 with a
// message, never a way in, and the calls store nothing.
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken, TOKEN_LIFETIME_SECONDS } from '../http/tokens';
import { insertUser, type TestUser } from '../testing/factories';
import {
  type Adversary,
  createAdversary,
  fillPath,
  guardedRoutes,
  type Route,
  routeName,
} from './adversary-kit';
import { expectCleanAnswer } from './answer-checks';
import { changes, snapshot } from './store-snapshot';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

let a: Adversary;
let guarded: Route[];
let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  a = await createAdversary();
  guarded = await guardedRoutes(a);
  user = await insertUser(a.deps);
  admin = await insertUser(a.deps, { isAdmin: true, isSuperAdmin: true });
});
afterAll(() => a.close());

/** Forged tokens, each named for the failure it stands for. Built once the users exist. */
async function forgeries(): Promise<Record<string, string>> {
  const secret = a.deps.config.jwtSecret;
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: user.user._id, ver: user.user.tokenVersion, iat: now, exp: now + 3600 };
  const adminClaims = { ...claims, sub: admin.user._id, ver: admin.user.tokenVersion };
  const [header, , signature] = user.token.split('.');
  const gone = await insertUser(a.deps);
  await a.deps.store.collection('users').deleteOne({ _id: gone.user._id });
  return {
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(adminClaims)}.`,
    'alg none, signature kept': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(adminClaims)}.${signature}`,
    "another user's id, original signature": `${header}.${b64(adminClaims)}.${signature}`,
    'isAdmin added, original signature': `${header}.${b64({ ...claims, isAdmin: true })}.${signature}`,
    'later expiry, original signature': `${header}.${b64({ ...claims, exp: now + 10 * TOKEN_LIFETIME_SECONDS })}.${signature}`,
    'wrong secret': await issueToken('another-secret-that-is-long-enough-for-hs256', admin.user),
    'HS512 with the right secret': await sign(adminClaims, secret, 'HS512'),
    'no expiry': await sign({ sub: admin.user._id, ver: admin.user.tokenVersion }, secret, 'HS256'),
    // Signed right, but it would outlive every token the server issues.
    'expiry past the lifetime': await sign(
      { ...adminClaims, exp: now + 10 * TOKEN_LIFETIME_SECONDS },
      secret,
    ),
    expired: await issueToken(secret, admin.user, Date.now() - (TOKEN_LIFETIME_SECONDS + 3600) * 1000),
    'revoked (older token version)': await sign({ ...adminClaims, ver: admin.user.tokenVersion - 1 }, secret),
    'a deleted account': gone.token,
    'sub as an operator': await sign({ ...claims, sub: { $ne: null } }, secret),
    'two parts': `${header}.${b64(adminClaims)}`,
    'four parts': `${user.token}.${signature}`,
    'not base64': '!!!.@@@.###',
    'payload not JSON': `${header}.${Buffer.from('{"sub":').toString('base64url')}.${signature}`,
    huge: `${header}.${'A'.repeat(200_000)}.${signature}`,
    empty: '',
  };
}

describe('tampered tokens', () => {
  it('finds the guarded routes in the app', () => {
    const names = guarded.map(routeName);
    expect(names).toContain('POST /api/sync/push');
    expect(names).toContain('GET /api/admin/users');
    expect(names).not.toContain('GET /api/health');
  });

  it('answers each with 401 {message} on every guarded route, storing nothing', async () => {
    const tokens = await forgeries();
    const before = await snapshot(a.deps);
    for (const route of guarded) {
      const url = fillPath(route.path, () => admin.user._id);
      for (const [name, token] of Object.entries(tokens)) {
        const what = `${name}: ${route.method} ${route.path}`;
        const init = { method: route.method, headers: { authorization: `Bearer ${token}` } };
        const res = await a.app.request(url, init);
        expect(res.status, what).toBe(401);
        await expectCleanAnswer(res, what);
      }
    }
    expect(changes(before, await snapshot(a.deps))).toEqual([]);
  }, 60_000);

  it('still lets the untampered tokens in, so the refusals above are the tampering', async () => {
    for (const who of [user, admin]) {
      const res = await a.app.request('/api/users/me', { headers: who.auth });
      expect(res.status).toBe(200);
    }
  });
});
