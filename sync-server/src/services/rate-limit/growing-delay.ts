// A limit that slows instead of locking out: the first `free` attempts for a key go at once, then each
// must wait for a delay that doubles with every attempt (up to maxDelayMs). Attempts are forgotten
// forgetMs after the last one, or at once on reset (a correct password). Kept in the DocumentStore like
// the window counters; each change is a compare-and-set on the count, so two requests at the same
// moment, on one instance or two, cannot both take the same turn.
import { type DocumentStore, DuplicateKeyError } from '../../ports/document-store';
import { UntilCache } from '../until-cache';
import { type CounterDoc, counterId, counters, sweepWhenDue } from './counters';
import { type Limiter, type RateLimitResult, retryAfter } from './limiter';
import { inTime } from './wording';

export interface DelayLimit {
  name: string;
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
  what: string;
}

/** How often a request retries a compare-and-set another request won before it gives up. */
const ROUNDS = 5;

export class GrowingDelay implements Limiter {
  readonly #refused = new UntilCache();

  constructor(
    readonly spec: DelayLimit,
    // Read at each call, not captured: a test that sets the clock (fake timers replace Date) moves it too.
    readonly now: () => number = () => Date.now(),
  ) {}

  get name(): string {
    return this.spec.name;
  }

  /** The wait after the count-th attempt before the next one. */
  delayAfter(count: number): number {
    const { free, firstDelayMs, maxDelayMs } = this.spec;
    return count < free ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** (count - free));
  }

  async consume(store: DocumentStore, key: string): Promise<RateLimitResult> {
    const id = counterId(this.spec.name, key);
    const all = counters(store);
    for (let round = 0; round < ROUNDS; round++) {
      const now = this.now();
      const cached = this.#refused.until(store, id);
      if (cached > now) return this.#refusal(cached, now);
      await sweepWhenDue(store, now);
      const doc = await all.findOne({ _id: id });
      const live = doc && doc.expiresAt > now ? doc : null;
      const nextAt = live?.nextAt ?? 0;
      if (nextAt > now) {
        this.#refused.hold(store, id, nextAt, now);
        return this.#refusal(nextAt, now);
      }
      const count = (live?.count ?? 0) + 1;
      const next: CounterDoc = {
        _id: id,
        limit: this.spec.name,
        count,
        nextAt: now + this.delayAfter(count),
        expiresAt: now + this.spec.forgetMs,
      };
      if (await this.#claim(store, doc, next)) return { ok: true };
    }
    // Other requests for the same key keep taking the turns: this one waits too.
    const now = this.now();
    return this.#refusal(now + this.spec.firstDelayMs, now);
  }

  async reset(store: DocumentStore, key: string): Promise<void> {
    const id = counterId(this.spec.name, key);
    this.#refused.forget(store, id);
    await counters(store).deleteOne({ _id: id });
  }

  /** Writes next over what was read; false when another request changed it first. */
  async #claim(store: DocumentStore, read: CounterDoc | null, next: CounterDoc): Promise<boolean> {
    const all = counters(store);
    if (!read) {
      try {
        await all.insertOne(next);
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
    }
    const { _id, ...fields } = next;
    const filter = { _id, count: read.count, expiresAt: read.expiresAt };
    return (await all.findOneAndUpdate(filter, { $set: fields })) !== null;
  }

  #refusal(until: number, now: number): RateLimitResult {
    const seconds = retryAfter(until, now);
    const message =
      `Too many ${this.spec.what}: after ${this.spec.free}, each attempt waits twice as long as the ` +
      `one before. Please try again ${inTime(seconds)}.`;
    return { ok: false, retryAfterSeconds: seconds, message };
  }
}
