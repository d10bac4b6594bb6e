import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from './secrets';

describe('loadOrCreateSecret', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'secret-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('creates a long secret readable only by the owner, then keeps it', async () => {
    const first = await loadOrCreateSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(join(dir, 'jwt-secret'))).mode & 0o077).toBe(0);
    expect(await loadOrCreateSecret(dir)).toBe(first);
    expect((await readFile(join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
  });

  it('agrees on one secret when started twice at once', async () => {
    const [a, b] = await Promise.all([loadOrCreateSecret(dir), loadOrCreateSecret(dir)]);
    expect(a).toBe(b);
  });
});
