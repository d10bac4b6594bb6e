// Sorted finds on the embedded store, remembered until the collection next changes. NeDB has no ordered
// index, so a page of 20 out of 10,000 users (the admin list) would otherwise match and order all 10,000
// on every request. The cache holds the stored documents in order (references, copied only as a page is
// answered) and is dropped by every change to the datastore's indexes, which every write, load and
// commit goes through: an answer is never older than the last write. One process owns the files, so
// no other writer can go unseen.
import type { Doc, Filter, SortSpec } from '../../ports/document-store';
import { firstDocs, sortDocs } from './nedb-cursor';
import type { NedbDatastore } from './nedb-datafile';
import { idsNamedBy, storedMatches } from './nedb-query';

/** The datastore methods every change of its documents passes through (NeDB's lib/datastore.js). */
const INDEX_WRITES = ['_addToIndexes', '_removeFromIndexes', '_updateIndexes', '_resetIndexes'] as const;

/** Orders kept per collection: a few filters of an admin screen, not one per search. */
const MAX_ENTRIES = 16;

interface State {
  /** Moves on with every change; an order computed across a change is not kept. */
  version: number;
  orders: Map<string, Doc[]>;
  /** The number of matches of each filter an order is kept for. */
  counts: Map<string, number>;
}

const states = new WeakMap<NedbDatastore, State>();

function stateOf(ds: NedbDatastore): State {
  const state = states.get(ds);
  if (state) return state;
  const created: State = { version: 0, orders: new Map(), counts: new Map() };
  const raw = ds as unknown as Record<(typeof INDEX_WRITES)[number], (...args: unknown[]) => unknown>;
  for (const method of INDEX_WRITES) {
    const original = raw[method];
    raw[method] = function (this: unknown, ...args: unknown[]) {
      created.version += 1;
      created.orders.clear();
      created.counts.clear();
      return original.apply(this, args);
    };
  }
  states.set(ds, created);
  return created;
}

/**
 * Only filters of plain values have a faithful key: a RegExp or a Date would print as something else,
 * and NaN or Infinity as null.
 */
function plain(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(plain);
  return (
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value as object).every(plain)
  );
}

const filterKey = (filter: Filter): string | null => (plain(filter) ? JSON.stringify(filter) : null);

/**
 * The stored documents matching filter in sort's order, or only the first `end` of them when given.
 * Orders of plain filters are kept until the next change; others are worked out each time.
 */
export async function orderedMatches(
  ds: NedbDatastore,
  filter: Filter,
  sort: SortSpec,
  end?: number,
): Promise<Doc[]> {
  // A filter naming its ids is read off the _id index anyway, and would make a long key.
  const key = idsNamedBy(filter) ? null : filterKey(filter);
  if (key === null) {
    const matches = await storedMatches(ds, filter);
    if (end !== undefined) return firstDocs(matches, sort, end);
    sortDocs(matches, sort);
    return matches;
  }
  const state = stateOf(ds);
  const orderKey = JSON.stringify([key, sort]);
  const kept = state.orders.get(orderKey);
  if (kept) return kept;
  const version = state.version;
  const ordered = await storedMatches(ds, filter);
  sortDocs(ordered, sort);
  if (state.version === version) {
    const oldest = state.orders.keys().next();
    if (state.orders.size >= MAX_ENTRIES && !oldest.done) state.orders.delete(oldest.value);
    state.orders.set(orderKey, ordered);
    if (state.counts.size >= 4 * MAX_ENTRIES) state.counts.clear();
    state.counts.set(key, ordered.length);
  }
  return ordered;
}

/** The number of matches of filter when an order of them is kept, else undefined. */
export function keptCount(ds: NedbDatastore, filter: Filter): number | undefined {
  const key = filterKey(filter);
  return key === null ? undefined : states.get(ds)?.counts.get(key);
}
