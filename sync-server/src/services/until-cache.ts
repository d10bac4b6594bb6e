// A bounded in-memory fast path in front of records the DocumentStore keeps with an end time.
import type { DocumentStore } from '../ports/document-store';

const CACHE_MAX = 10_000;

/**
 * Ids known to hold until a time, per store: a key refused by a rate limit, a visitor already counted.
 * A flood from one key is then answered from memory instead of costing the store a read or write each.
 * Bounded: expired entries go first, and if that is not enough, all of them (the store still knows; the
 * cache only saves it work).
 */
export class UntilCache {
  readonly #byStore = new WeakMap<DocumentStore, Map<string, number>>();

  #of(store: DocumentStore): Map<string, number> {
    let map = this.#byStore.get(store);
    if (!map) {
      map = new Map();
      this.#byStore.set(store, map);
    }
    return map;
  }

  /** Until when id holds, or 0. */
  until(store: DocumentStore, id: string): number {
    return this.#of(store).get(id) ?? 0;
  }

  hold(store: DocumentStore, id: string, until: number, now: number): void {
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
