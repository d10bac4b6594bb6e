// What every limit answers, whatever its rule (fixed window, growing delay).
import type { DocumentStore } from '../../ports/document-store';

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

export interface Limiter {
  readonly name: string;
  /** Counts `weight` attempts for key and says whether they are within the limit. */
  consume(store: DocumentStore, key: string, weight?: number): Promise<RateLimitResult>;
  /** Forgets key's attempts (a correct password ends the guessing it was limited for). */
  reset(store: DocumentStore, key: string): Promise<void>;
}

const CACHE_MAX = 10_000;

/**
 * Keys known to be refused until a time, per store: a flood from one key is answered from memory
 * instead of costing a store write each. Bounded: expired entries go first, and if that is not
 * enough, all of them (the store still holds the counts; the cache only saves writes).
 */
export class RefusalCache {
  readonly #byStore = new WeakMap<DocumentStore, Map<string, number>>();

  #of(store: DocumentStore): Map<string, number> {
    let map = this.#byStore.get(store);
    if (!map) {
      map = new Map();
      this.#byStore.set(store, map);
    }
    return map;
  }

  /** Until when id is refused, or 0. */
  until(store: DocumentStore, id: string): number {
    return this.#of(store).get(id) ?? 0;
  }

  refuse(store: DocumentStore, id: string, until: number, now: number): void {
    const map = this.#of(store);
    if (map.size >= CACHE_MAX) {
      for (const [key, end] of map) if (end <= now) map.delete(key);
      if (map.size >= CACHE_MAX) map.clear();
    }
    map.set(id, until);
  }

  forget(store: DocumentStore, id: string): void {
    this.#of(store).delete(id);
  }
}

export const retryAfter = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));
