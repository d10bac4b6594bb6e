import { compareThings, deepCopy, getDotValue, modify } from '@seald-io/nedb/lib/model.js';
import type { Doc, Projection, SortSpec } from '../../ports/document-store';

// What NeDB's cursor does to the matched documents, for results a transaction merges from a datastore
// and its own buffer, and for every sorted find: the same comparison and the same projection code, so
// all paths answer alike.

type Keyed = { doc: Doc; keys: unknown[] };

function keyedComparator(sort: SortSpec): {
  keyed: (doc: Doc) => Keyed;
  compare: (a: Keyed, b: Keyed) => number;
} {
  const paths = Object.keys(sort);
  const directions = Object.values(sort);
  return {
    keyed: (doc) => ({ doc, keys: paths.map((path) => getDotValue(doc, path)) }),
    compare: (a, b) => {
      for (let i = 0; i < directions.length; i += 1) {
        const order = (directions[i] ?? 1) * compareThings(a.keys[i], b.keys[i]);
        if (order !== 0) return order;
      }
      return 0;
    },
  };
}

/**
 * Sorts docs in place by the spec's fields in turn, with NeDB's comparison (stable on ties). Each sort
 * key is read once per document: NeDB's own cursor reads both keys again on every comparison, which on
 * 10,000 documents is most of the time a sorted page takes.
 */
export function sortDocs(docs: Doc[], sort: SortSpec): void {
  const { keyed, compare } = keyedComparator(sort);
  const sorted = docs.map(keyed).sort(compare);
  for (const [i, { doc }] of sorted.entries()) docs[i] = doc;
}

/**
 * The first `count` of docs in sortDocs' order (ties in their given order), without sorting them all:
 * a page of 20 out of 10,000 compares each document with the page so far, about one comparison each
 * instead of the fourteen a full sort makes.
 */
export function firstDocs(docs: Doc[], sort: SortSpec, count: number): Doc[] {
  if (count <= 0) return [];
  // A page that is most of the list gains nothing over sorting it.
  if (count * 4 >= docs.length) {
    const all = [...docs];
    sortDocs(all, sort);
    return all.slice(0, count);
  }
  const { keyed, compare } = keyedComparator(sort);
  const best: Keyed[] = [];
  for (const doc of docs) {
    const entry = keyed(doc);
    const last = best[best.length - 1];
    // Not before the last kept one: a tie comes later in the given order, so it ranks after.
    if (best.length === count && last && compare(entry, last) >= 0) continue;
    // After every kept one it ties with (the first kept one it comes before), for the same stability.
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(entry, best[mid] as Keyed) < 0) high = mid;
      else low = mid + 1;
    }
    best.splice(low, 0, entry);
    if (best.length > count) best.pop();
  }
  return best.map(({ doc }) => doc);
}

/**
 * A new object holding the projection of doc: kept (1) or omitted (0) fields, dotted paths included,
 * never both except for _id. As on MongoDB, `{ _id: 1 }` alone keeps only the id (NeDB's cursor would
 * keep everything) and `{ _id: 0 }` alone keeps everything else.
 */
export function project(doc: Doc, projection: Projection): Record<string, unknown> {
  const { _id: id, ...fields } = projection;
  const paths = Object.keys(fields);
  const actions = new Set(Object.values(fields));
  if (actions.size > 1) throw new Error("Can't both keep and omit fields except for _id");
  let result: Record<string, unknown>;
  if (paths.length === 0) {
    result = id === 1 ? {} : deepCopy<Record<string, unknown>>(doc);
  } else if (actions.has(1)) {
    const picked = paths.flatMap((path) => {
      const value = getDotValue(doc, path);
      return value === undefined ? [] : [[path, value] as const];
    });
    result = modify<Record<string, unknown>>({}, { $set: Object.fromEntries(picked) });
  } else {
    result = modify<Record<string, unknown>>(doc, {
      $unset: Object.fromEntries(paths.map((p) => [p, true])),
    });
  }
  if (id === 0) delete result._id;
  else result._id = doc._id;
  return result;
}
