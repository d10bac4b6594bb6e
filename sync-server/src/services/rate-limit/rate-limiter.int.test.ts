// The fixed-window limiter on the real embedded store, on a clock the test moves.
import { describe, expect, it, vi } from 'vitest';
import { counters, RATE_LIMITS } from './counters';
import { storeAndClock } from './limiter-test-kit';
import { RateLimiter } from './rate-limiter';

const MINUTE = 60_000;
const spec = { name: 'test-limit', limit: 3, windowMs: MINUTE, what: 'tries from this address' };

describe('RateLimiter', () => {
  const h = storeAndClock(100 * MINUTE);

  it('allows up to the limit per window, then names the limit and when to retry', async () => {
    const limiter = new RateLimiter(spec, h.clock);
    for (let i = 0; i < 3; i++) expect(await limiter.consume(h.store, 'ip')).toEqual({ ok: true });
    h.now += 15_000;
    expect(await limiter.consume(h.store, 'ip')).toEqual({
      ok: false,
      retryAfterSeconds: 45,
      message: 'Too many tries from this address: at most 3 per minute. Please try again in 45 seconds.',
    });
    h.now += 45_000;
    expect((await limiter.consume(h.store, 'ip')).ok).toBe(true);
  });

  it('keeps keys apart, counts weights and can forget a key', async () => {
    const limiter = new RateLimiter(spec, h.clock);
    expect((await limiter.consume(h.store, 'a', 3)).ok).toBe(true);
    expect((await limiter.consume(h.store, 'b', 2)).ok).toBe(true);
    expect((await limiter.consume(h.store, 'a')).ok).toBe(false);
    expect((await limiter.consume(h.store, 'b')).ok).toBe(true);
    await limiter.reset(h.store, 'a');
    expect((await limiter.consume(h.store, 'a')).ok).toBe(true);
  });

  it('shares the counts of two instances through the store', async () => {
    const here = new RateLimiter(spec, h.clock);
    const there = new RateLimiter(spec, h.clock);
    expect((await here.consume(h.store, 'ip', 2)).ok).toBe(true);
    expect((await there.consume(h.store, 'ip')).ok).toBe(true);
    expect((await here.consume(h.store, 'ip')).ok).toBe(false);
    expect((await there.consume(h.store, 'ip')).ok).toBe(false);
  });

  it('counts concurrent attempts exactly', async () => {
    const limiter = new RateLimiter({ ...spec, limit: 5 }, h.clock);
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.consume(h.store, 'ip')));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it('answers a refused key from memory until its window ends, without writing', async () => {
    const limiter = new RateLimiter(spec, h.clock);
    for (let i = 0; i < 4; i++) await limiter.consume(h.store, 'ip');
    const collection = vi.spyOn(h.store, 'collection');
    for (let i = 0; i < 100; i++) expect((await limiter.consume(h.store, 'ip')).ok).toBe(false);
    expect(collection).not.toHaveBeenCalled();
    collection.mockRestore();
    const [counter] = await counters(h.store).find();
    expect(counter).toMatchObject({ limit: 'test-limit', count: 4 });
    // The key itself is not stored, only a hash of it.
    expect(JSON.stringify(counter)).not.toContain('ip|');
  });

  it('deletes expired windows as it goes, at most once a minute', async () => {
    const limiter = new RateLimiter(spec, h.clock);
    for (let i = 0; i < 50; i++) await limiter.consume(h.store, `ip${i}`);
    expect(await h.store.collection(RATE_LIMITS).count()).toBe(50);
    h.now += 2 * MINUTE;
    await limiter.consume(h.store, 'fresh');
    expect(await h.store.collection(RATE_LIMITS).count()).toBe(1);
  });
});
