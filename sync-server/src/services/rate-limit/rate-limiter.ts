// A fixed-window limit: at most `limit` attempts per key in each window (windows start on multiples of
// windowMs). The counts live in the DocumentStore (counters.ts), so every instance sees the same ones;
// memory holds only the keys already refused, until their window ends.
import type { DocumentStore } from '../../ports/document-store';
import { UntilCache } from '../until-cache';
import { addToCounter, counterId, counters, sweepWhenDue } from './counters';
import { type Limiter, type RateLimitResult, retryAfter } from './limiter';
import { perWindow, tooMany } from './wording';

export interface WindowLimit {
  /** Unique among the limits: it names the counters. */
  name: string;
  limit: number;
  windowMs: number;
  /** What is counted, for the message: "sign-in attempts from this address". */
  what: string;
}

export class RateLimiter implements Limiter {
  readonly #refused = new UntilCache();

  constructor(
    readonly spec: WindowLimit,
    // Read at each call, not captured: a test that sets the clock (fake timers replace Date) moves it too.
    readonly now: () => number = () => Date.now(),
  ) {}

  get name(): string {
    return this.spec.name;
  }

  /** The limit as users read it: "at most 30 per 15 minutes". */
  describe(limit = this.spec.limit): string {
    return `at most ${limit} ${perWindow(this.spec.windowMs)}`;
  }

  /** `limit` overrides the spec's (a limit the operator configures). */
  async consume(
    store: DocumentStore,
    key: string,
    weight = 1,
    limit = this.spec.limit,
  ): Promise<RateLimitResult> {
    const now = this.now();
    const { windowMs } = this.spec;
    const window = Math.floor(now / windowMs);
    const end = (window + 1) * windowMs;
    const id = counterId(this.spec.name, key, window);
    if (this.#refused.until(store, id) > now) return this.#refusal(end, now, limit);
    await sweepWhenDue(store, now);
    const count = await addToCounter(store, { _id: id, limit: this.spec.name, expiresAt: end }, weight);
    if (count <= limit) return { ok: true };
    this.#refused.hold(store, id, end, now);
    return this.#refusal(end, now, limit);
  }

  /**
   * Takes back one attempt counted at `at` (ms) while its window lasts: an attempt that turned out not to
   * be one this limit is about (a correct password, for a limit on guesses).
   */
  async refund(store: DocumentStore, key: string, at: number): Promise<void> {
    const window = Math.floor(at / this.spec.windowMs);
    if (Math.floor(this.now() / this.spec.windowMs) !== window) return;
    const id = counterId(this.spec.name, key, window);
    await counters(store).findOneAndUpdate({ _id: id, count: { $gt: 0 } }, { $inc: { count: -1 } });
    // Held refusals are read again from the counter, which may now be under the limit.
    this.#refused.forget(store, id);
  }

  async reset(store: DocumentStore, key: string): Promise<void> {
    const id = counterId(this.spec.name, key, Math.floor(this.now() / this.spec.windowMs));
    this.#refused.forget(store, id);
    await counters(store).deleteOne({ _id: id });
  }

  #refusal(end: number, now: number, limit: number): RateLimitResult {
    const seconds = retryAfter(end, now);
    const message = tooMany(this.spec.what, limit, this.spec.windowMs, seconds);
    return { ok: false, retryAfterSeconds: seconds, message };
  }
}
