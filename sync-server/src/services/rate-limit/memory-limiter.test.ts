import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store';
import { MemoryWindowLimiter } from './memory-limiter';

const MINUTE = 60_000;
// The limiter only tells stores apart; it never calls them.
const aStore = () => ({}) as DocumentStore;

describe('MemoryWindowLimiter', () => {
  let now = 10 * MINUTE + 15_000;
  const limiter = new MemoryWindowLimiter(
    { name: 't', limit: 3, windowMs: MINUTE, what: 'tries' },
    () => now,
  );

  it('lets a key through `limit` times a window, then refuses it until the window ends', async () => {
    const store = aStore();
    for (let i = 0; i < 3; i++) expect(await limiter.consume(store, 'a')).toEqual({ ok: true });
    expect(await limiter.consume(store, 'a')).toEqual({
      ok: false,
      retryAfterSeconds: 45,
      message: 'Too many tries: at most 3 per minute. Please try again in 45 seconds.',
    });
    expect(await limiter.consume(store, 'b')).toEqual({ ok: true });
    now += 45_000;
    expect(await limiter.consume(store, 'a')).toEqual({ ok: true });
  });

  it('counts each store apart, weighs attempts, and forgets a reset key', async () => {
    const one = aStore();
    const two = aStore();
    expect((await limiter.consume(one, 'a', 3)).ok).toBe(true);
    expect((await limiter.consume(one, 'a')).ok).toBe(false);
    expect((await limiter.consume(two, 'a')).ok).toBe(true);
    await limiter.reset(one, 'a');
    expect((await limiter.consume(one, 'a')).ok).toBe(true);
  });
});
