// A fixed-window counter per key (an IP, an account). Kept in memory: each server instance limits on
// its own, which is enough to stop guessing (docs/scaling.md).

export interface RateLimitResult {
  ok: boolean;
  /** Seconds until the window resets; meaningful when !ok. */
  retryAfterSeconds: number;
}

export class RateLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for key and says whether it is within the limit. */
  consume(key: string): RateLimitResult {
    const now = this.now();
    this.#prune(now);
    let entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.#hits.set(key, entry);
    }
    entry.count += 1;
    return {
      ok: entry.count <= this.limit,
      retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)),
    };
  }

  reset(key: string): void {
    this.#hits.delete(key);
  }

  // Bounded memory under a flood of distinct keys: expired windows are dropped as we go.
  #prune(now: number): void {
    if (this.#hits.size < 10_000) return;
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}
