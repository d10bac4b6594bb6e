// A fixed-window limit counted in this instance's memory, for limits that guard the instance's own work
// rather than an account: a public search costs the store tens of milliseconds of CPU (bm25 over every
// match), and counting each one in the DocumentStore (rate-limiter.ts) would add a durable write to every
// search, costing more than it saves. Each instance lets a key through `limit` times a window, so N
// instances let through N times as many: the guard is for each one's CPU, not a promise to the user.
import type { DocumentStore } from '../../ports/document-store';
import { type Limiter, type RateLimitResult, retryAfter } from './limiter';
import type { WindowLimit } from './rate-limiter';
import { tooMany } from './wording';

interface WindowCounts {
  window: number;
  counts: Map<string, number>;
}

export class MemoryWindowLimiter implements Limiter {
  // Per store, as the stored limits are: each server (and each test's app) counts on its own.
  readonly #byStore = new WeakMap<DocumentStore, WindowCounts>();

  constructor(
    readonly spec: WindowLimit,
    readonly now: () => number = () => Date.now(),
  ) {}

  get name(): string {
    return this.spec.name;
  }

  /** The current window's counts; a window that ended is dropped whole, so memory holds one window's keys. */
  #counts(store: DocumentStore, window: number): Map<string, number> {
    const held = this.#byStore.get(store);
    if (held?.window === window) return held.counts;
    const fresh = { window, counts: new Map<string, number>() };
    this.#byStore.set(store, fresh);
    return fresh.counts;
  }

  async consume(store: DocumentStore, key: string, weight = 1): Promise<RateLimitResult> {
    const now = this.now();
    const { windowMs, limit, what } = this.spec;
    const window = Math.floor(now / windowMs);
    const counts = this.#counts(store, window);
    const count = (counts.get(key) ?? 0) + weight;
    counts.set(key, count);
    if (count <= limit) return { ok: true };
    const seconds = retryAfter((window + 1) * windowMs, now);
    return { ok: false, retryAfterSeconds: seconds, message: tooMany(what, limit, windowMs, seconds) };
  }

  async reset(store: DocumentStore, key: string): Promise<void> {
    this.#byStore.get(store)?.counts.delete(key);
  }
}
