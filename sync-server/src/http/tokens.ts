// Sign-in tokens: HS256 JWTs (the algorithm is fixed on both sign and verify, so "alg: none" or a
// swapped algorithm is refused), valid 30 days so an offline-first app keeps working while travelling,
// carrying the user's token version so a password or e-mail change, or a deletion, revokes them.
import { sign, verify } from 'hono/jwt';
import type { UserDoc } from '../services/users/user-doc';

export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
const ALG = 'HS256';

export interface TokenClaims {
  sub: string;
  ver: number;
}

export function issueToken(
  secret: string,
  user: Pick<UserDoc, '_id' | 'tokenVersion'>,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return sign({ sub: user._id, ver: user.tokenVersion, iat, exp: iat + TOKEN_LIFETIME_SECONDS }, secret, ALG);
}

/** Leeway for a clock that moved back a little since the token was issued. */
const CLOCK_SKEW_SECONDS = 5 * 60;

/**
 * Tokens whose signature was checked, with their claims: WebCrypto's HMAC check costs about as much as
 * a whole cached request, and a signed-in client sends the same token with every call. Only tokens that
 * verified are kept (a tampered one is another string, and is checked), expiry is checked again on every
 * use, and revocation is not affected: requireUser compares the user's tokenVersion in the store each
 * time. Bounded: emptied when full.
 */
const verified = new Map<string, TokenClaims & { exp: number }>();
const VERIFIED_MAX = 10_000;

/**
 * The claims of a valid, unexpired token, else null. verify() checks `exp` only when it is there, so a
 * token without one (or with one further out than we ever issue) would never expire: refused here.
 */
export async function readToken(
  secret: string,
  token: string,
  now = Date.now(),
): Promise<TokenClaims | null> {
  const key = `${secret}\n${token}`;
  const known = verified.get(key);
  if (known) return known.exp > Math.floor(now / 1000) ? { sub: known.sub, ver: known.ver } : null;
  try {
    const payload = await verify(token, secret, ALG);
    const latest = Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS;
    if (typeof payload.exp !== 'number' || payload.exp > latest) return null;
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(key, { sub: payload.sub, ver: payload.ver, exp: payload.exp });
    return { sub: payload.sub, ver: payload.ver };
  } catch {
    return null;
  }
}
