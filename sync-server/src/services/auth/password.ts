// Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1). The parameters travel in the
// stored string, so they can be raised later and old hashes still verify. Every computation goes through
// one bounded queue (password-queue.ts), so a burst of password checks cannot stall the server.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { passwordQueue } from './password-queue';

const scryptRaw = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;
const scrypt: typeof scryptRaw = (...args) => passwordQueue.run(() => scryptRaw(...args));

/** scrypt's cost: OWASP's 2^17 (128 MiB and a few hundred ms of a core per password). */
let N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes (128 MiB here); Node's default ceiling is 32 MiB.
const maxmem = (n: number, r: number) => 128 * n * r * 2;

/**
 * For tests of what sign-ins do rather than what they cost: hashes made from now on use cost n (each still
 * verifies at the cost it carries). Refused outside vitest, so a server never hashes cheaply.
 */
export function lowerScryptCostForTests(n: number): void {
  if (!process.env.VITEST) throw new Error('only tests may lower the scrypt cost');
  N = n;
}

/** The stored form: the scheme, today's parameters, the salt and the key. */
const storedForm = (salt: Buffer, key: Buffer) =>
  ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return storedForm(salt, await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: maxmem(N, R) }));
}

/**
 * A stored value in the form hashPassword makes, at today's cost, that no password matches (its key is
 * random, not derived): checked against, it costs what a real account's check costs, so an unknown e-mail
 * takes as long as a wrong password. Nothing is hashed to make it, so no sign-in waits for it: a decoy
 * made by hashing on the first sign-in after a start queued that sign-in's own check behind it (the queue
 * runs one check at a time on two cores), 0.4 s longer than any later one.
 */
export function decoyHash(): string {
  return storedForm(randomBytes(16), randomBytes(KEY_LENGTH));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: maxmem(Number(n), Number(r)) };
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
