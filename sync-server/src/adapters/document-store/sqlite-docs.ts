// What the store does to documents in JavaScript, with MongoDB's semantics from mingo: matching what SQL
// could not judge (sqlite-plan.ts), sorting by fields no index leads with, projecting, and applying update
// operators.
import { Query } from 'mingo';
import { update } from 'mingo/updater';
import { cloneDeep, compare, removeValue, resolve, setValue } from 'mingo/util';
import type { Doc, Filter, Projection, SortSpec, UpdateOps } from '../../ports/document-store';

export type Matcher = (doc: Doc) => boolean;

export function matcher(filter: Filter): Matcher {
  const query = new Query(filter as Record<string, unknown>, {});
  return (doc) => query.test(doc);
}

/** Sorts in place by the spec's fields in turn, in MongoDB's order of values; ties keep their order. */
export function sortDocs<T extends Doc>(docs: T[], sort: SortSpec): T[] {
  const entries = Object.entries(sort);
  const keyed = docs.map((doc) => ({ doc, keys: entries.map(([path]) => resolve(doc, path)) }));
  keyed.sort((a, b) => {
    for (const [i, [, direction]] of entries.entries()) {
      const order = direction * compare(a.keys[i], b.keys[i]);
      if (order !== 0) return order;
    }
    return 0;
  });
  for (const [i, { doc }] of keyed.entries()) docs[i] = doc;
  return docs;
}

/**
 * The projection of doc: kept (1) or omitted (0) fields, dotted paths included, never both except for _id.
 * As on MongoDB, `{ _id: 1 }` alone keeps only the id and `{ _id: 0 }` alone keeps everything else.
 */
export function project(doc: Doc, projection: Projection): Record<string, unknown> {
  const { _id: id, ...fields } = projection;
  const paths = Object.keys(fields);
  const actions = new Set(Object.values(fields));
  if (actions.size > 1) throw new Error("Can't both keep and omit fields except for _id");
  let result: Record<string, unknown>;
  if (actions.has(1)) {
    result = {};
    for (const path of paths) {
      const value = resolve(doc, path);
      if (value !== undefined) setValue(result, path, cloneDeep(value));
    }
  } else {
    result = cloneDeep(doc) as Record<string, unknown>;
    for (const path of paths) removeValue(result, path);
    if (id === 1 && paths.length === 0) result = {};
  }
  if (id === 0) delete result._id;
  else result._id = doc._id;
  return result;
}

/** The document after the update, or undefined when the update changes nothing. doc is left as it is. */
export function updated<T extends Doc>(doc: T, ops: UpdateOps): T | undefined {
  const next = structuredClone(doc);
  // $pull on a field the document lacks changes nothing on MongoDB; mingo would create the field.
  const { $pull, ...rest } = ops;
  const pulls = Object.entries($pull ?? {}).filter(([path]) => Array.isArray(resolve(next, path)));
  const modifier = pulls.length > 0 ? { ...rest, $pull: Object.fromEntries(pulls) } : rest;
  if (Object.keys(modifier).length === 0) return undefined;
  const changed = update(
    next as Record<string, unknown>,
    structuredClone(modifier) as never,
    [],
    {},
    {
      cloneMode: 'deep',
    },
  );
  return changed.length > 0 ? next : undefined;
}
