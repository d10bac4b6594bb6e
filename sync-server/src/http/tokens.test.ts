import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { issueToken, readToken, TOKEN_LIFETIME_SECONDS } from './tokens';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const now = Math.floor(Date.now() / 1000);

describe('readToken', () => {
  it('reads a token it issued', async () => {
    const token = await issueToken(SECRET, { _id: 'u1', tokenVersion: 3 });
    expect(await readToken(SECRET, token)).toEqual({ sub: 'u1', ver: 3 });
  });

  it.each([
    ['no exp', { sub: 'u1', ver: 0, iat: now }],
    ['a non-numeric exp', { sub: 'u1', ver: 0, iat: now, exp: 'never' }],
    ['an exp past the lifetime', { sub: 'u1', ver: 0, iat: now, exp: now + 10 * TOKEN_LIFETIME_SECONDS }],
    ['an expired exp', { sub: 'u1', ver: 0, iat: now - 100, exp: now - 10 }],
    ['no version', { sub: 'u1', iat: now, exp: now + 60 }],
  ])('refuses a token signed with the secret but with %s', async (_, claims) => {
    // Cast: the point is a payload sign() would not be typed to take.
    const payload = claims as unknown as Parameters<typeof sign>[0];
    expect(await readToken(SECRET, await sign(payload, SECRET, 'HS256'))).toBeNull();
  });

  it('remembers a verified token, but not past its expiry, and never a tampered copy', async () => {
    const token = await issueToken(SECRET, { _id: 'u2', tokenVersion: 1 });
    expect(await readToken(SECRET, token)).toEqual({ sub: 'u2', ver: 1 });
    expect(await readToken(SECRET, token)).toEqual({ sub: 'u2', ver: 1 });
    expect(await readToken(`${SECRET}-other`, token)).toBeNull();
    const [head, body, signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url');
    expect(await readToken(SECRET, `${head}.${forged}.${signature}`)).toBeNull();
    const later = (claims.exp + 1) * 1000;
    expect(await readToken(SECRET, token, later)).toBeNull();
  });
});
