// The growing-delay limiter on the real embedded store, on a clock the test moves.
import { describe, expect, it } from 'vitest';
import { GrowingDelay } from './growing-delay';
import { storeAndClock } from './limiter-test-kit';

const spec = {
  name: 'test-delay',
  free: 3,
  firstDelayMs: 1000,
  maxDelayMs: 8000,
  forgetMs: 3_600_000,
  what: 'guesses',
};

describe('GrowingDelay', () => {
  const h = storeAndClock(1_000_000);

  /** Tries until an attempt is let through; answers the Retry-After it was refused with first. */
  async function waitedFor(limiter: GrowingDelay, key: string): Promise<number> {
    const refused = await limiter.consume(h.store, key);
    if (refused.ok) return 0;
    h.now += refused.retryAfterSeconds * 1000;
    expect((await limiter.consume(h.store, key)).ok).toBe(true);
    return refused.retryAfterSeconds;
  }

  it('lets the first attempts through, then doubles the wait up to its ceiling', async () => {
    const limiter = new GrowingDelay(spec, h.clock);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) waits.push(await waitedFor(limiter, 'pair'));
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 8]);
    const refused = await limiter.consume(h.store, 'pair');
    expect(refused).toEqual({
      ok: false,
      retryAfterSeconds: 8,
      message:
        'Too many guesses: after 3, each attempt waits twice as long as the one before. Please try again in 8 seconds.',
    });
  });

  it('slows one key without touching another', async () => {
    const limiter = new GrowingDelay(spec, h.clock);
    for (let i = 0; i < 3; i++) await limiter.consume(h.store, 'attacker');
    expect((await limiter.consume(h.store, 'attacker')).ok).toBe(false);
    expect((await limiter.consume(h.store, 'owner')).ok).toBe(true);
  });

  it('forgets on reset, and after a quiet spell', async () => {
    const limiter = new GrowingDelay(spec, h.clock);
    for (let i = 0; i < 3; i++) await limiter.consume(h.store, 'pair');
    await limiter.reset(h.store, 'pair');
    expect(await waitedFor(limiter, 'pair')).toBe(0);
    for (let i = 0; i < 2; i++) await limiter.consume(h.store, 'pair');
    expect((await limiter.consume(h.store, 'pair')).ok).toBe(false);
    h.now += spec.forgetMs;
    expect(await waitedFor(limiter, 'pair')).toBe(0);
  });

  it('lets at most the free attempts through when they arrive at once, on two instances', async () => {
    const here = new GrowingDelay(spec, h.clock);
    const there = new GrowingDelay(spec, h.clock);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? here : there).consume(h.store, 'pair')),
    );
    const passed = results.filter((r) => r.ok).length;
    expect(passed).toBeGreaterThan(0);
    expect(passed).toBeLessThanOrEqual(spec.free);
    expect(results.every((r) => r.ok || r.retryAfterSeconds > 0)).toBe(true);
  });
});
