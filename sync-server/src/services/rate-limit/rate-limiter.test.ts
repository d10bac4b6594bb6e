import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows up to the limit per window, then says when to retry', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.consume('ip').ok)).toEqual([true, true, true]);
    const blocked = limiter.consume('ip');
    expect(blocked).toEqual({ ok: false, retryAfterSeconds: 60 });
    now = 30_000;
    expect(limiter.consume('ip').retryAfterSeconds).toBe(30);
    now = 60_000;
    expect(limiter.consume('ip').ok).toBe(true);
  });

  it('keeps keys apart and can forget one', () => {
    const limiter = new RateLimiter(1, 1000, () => 0);
    expect(limiter.consume('a').ok).toBe(true);
    expect(limiter.consume('b').ok).toBe(true);
    expect(limiter.consume('a').ok).toBe(false);
    limiter.reset('a');
    expect(limiter.consume('a').ok).toBe(true);
  });

  it('drops expired windows when many keys pile up', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 10, () => now);
    for (let i = 0; i < 10_000; i++) limiter.consume(`k${i}`);
    now = 20;
    limiter.consume('fresh');
    expect(limiter.consume('k1').ok).toBe(true);
  });
});
