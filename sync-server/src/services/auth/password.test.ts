import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, lowerScryptCostForTests, verifyPassword } from './password';

// Production parameters (131,072 rounds, 128 MiB each): a hash takes about half a second alone, and
// several seconds on a 2-core machine with another job at work, which the unit default of 5 s per test
// does not allow for.
const SCRYPT_TIMEOUT = 30_000;

describe('password hashing', () => {
  it(
    'verifies the right password and refuses a wrong one',
    async () => {
      const stored = await hashPassword('correct horse battery');
      expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(stored).not.toContain('correct horse');
      expect(await verifyPassword('correct horse battery', stored)).toBe(true);
      expect(await verifyPassword('correct horse battery!', stored)).toBe(false);
    },
    SCRYPT_TIMEOUT,
  );

  it(
    'salts each hash',
    async () => {
      expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    },
    SCRYPT_TIMEOUT,
  );

  it(
    'makes decoys at the cost of a real hash, each its own, that no password matches',
    async () => {
      const [decoy, other] = [decoyHash(), decoyHash()];
      expect(decoy).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
      expect(decoy).not.toBe(other);
      expect(await verifyPassword('', decoy)).toBe(false);
      expect(await verifyPassword('decoy password for unknown accounts', decoy)).toBe(false);
    },
    SCRYPT_TIMEOUT,
  );

  it('refuses malformed stored values instead of throwing', async () => {
    for (const bad of ['', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$$$$$']) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });

  // Last: the cost stays lowered for the rest of this file.
  it('lowers the cost only under vitest, for hashes made after, which verify at the cost they carry', async () => {
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      expect(() => lowerScryptCostForTests(2 ** 10)).toThrow('only tests may lower the scrypt cost');
    } finally {
      process.env.VITEST = vitest;
    }
    lowerScryptCostForTests(2 ** 10);
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('Correct horse battery', stored)).toBe(false);
    expect(decoyHash()).toMatch(/^scrypt\$1024\$8\$1\$/);
  });
});
