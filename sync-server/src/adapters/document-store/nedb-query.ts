import Cursor from '@seald-io/nedb/lib/cursor.js';
import type Index from '@seald-io/nedb/lib/indexes.js';
import { match } from '@seald-io/nedb/lib/model.js';
import type { Doc, Filter } from '../../ports/document-store';
import type { NedbDatastore } from './nedb-datafile';

/** What the adapter reaches of a datastore beyond NeDB's typings. */
interface Internals {
  indexes: { _id: Index } & Record<string, Index | undefined>;
  /** Runs each task after those queued before it: NeDB's operations on the datastore, one at a time. */
  executor: { pushAsync<R>(task: () => Promise<R>): Promise<R> };
  persistence: { filename: string };
  _addToIndexes(doc: Doc): void;
  _removeFromIndexes(doc: Doc): void;
  /** Adds all to every index, or none (throwing the unique violation). */
  _insertMultipleDocsInCache(docs: Doc[]): void;
}

/** NeDB's private side of a datastore (not in its typings), used by look-ups by id and by commits. */
export function internals(ds: NedbDatastore): Internals {
  return ds as unknown as Internals;
}

/**
 * The ids a filter names through `_id: 'x'` or `_id: { $in: [...] }` (strings only), or null. Such a
 * filter can only match those documents, so they are read off the _id index.
 */
export function idsNamedBy(filter: Filter): string[] | null {
  const id = filter._id;
  if (typeof id === 'string') return [id];
  if (typeof id !== 'object' || id === null || Array.isArray(id)) return null;
  const ops = Object.keys(id);
  const list = (id as { $in?: unknown }).$in;
  if (ops.length !== 1 || !Array.isArray(list) || !list.every((v) => typeof v === 'string')) return null;
  return [...new Set(list as string[])];
}

/**
 * The stored documents (not copies: never change them) of these ids that match rest, in the order
 * named, read off the _id index at once. NeDB changes its memory synchronously within each operation, so
 * the index always holds whole operations; a transaction's reads take no turn in the executor (the
 * commit checks that what they read still stands).
 */
export function storedByIds(ds: NedbDatastore, ids: string[], rest: Filter = {}): Doc[] {
  const index = internals(ds).indexes._id;
  const docs = ids.flatMap((id) => index.getMatching(id)) as unknown as Doc[];
  return Object.keys(rest).length === 0 ? docs : docs.filter((doc) => match(doc, rest));
}

/**
 * The stored documents themselves (not copies: never change them) matching filter, in turn with the
 * datastore's other operations as NeDB's own cursor runs. A filter naming ids reads them off the _id
 * index, in the order named; NeDB would instead take its candidates from the last other indexed field
 * (`{ _id, userID }` walks all of the user's documents) and test `$in` by walking the whole list for
 * every candidate, which for a page of 500 ids is 250,000 comparisons.
 */
export function storedMatches(ds: NedbDatastore, filter: Filter): Promise<Doc[]> {
  const ids = idsNamedBy(filter);
  if (!ids) return new Cursor(ds, filter).execAsync() as unknown as Promise<Doc[]>;
  const { _id: _, ...rest } = filter;
  return internals(ds).executor.pushAsync(async () => storedByIds(ds, ids, rest));
}

/**
 * How many documents a one-field equality on an indexed field matches (`{ userID }`), or null for any
 * other filter: the index holds exactly those, where NeDB's count would test each of them against the
 * filter again (a push recounts the owner's tasks, all 5,000 of them). Only strings, numbers and
 * booleans, which the index and the matcher compare alike.
 */
export function indexedCount(ds: NedbDatastore, filter: Filter): number | null {
  const keys = Object.keys(filter);
  const [field] = keys;
  if (keys.length !== 1 || field === undefined) return null;
  const value = filter[field];
  if (!['string', 'number', 'boolean'].includes(typeof value)) return null;
  const { indexes } = internals(ds);
  const index = Object.hasOwn(indexes, field) ? indexes[field] : undefined;
  return index ? index.getMatching(value).length : null;
}
