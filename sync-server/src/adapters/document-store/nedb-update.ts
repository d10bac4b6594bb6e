import type { Doc, UpdateOps } from '../../ports/document-store';

// NeDB's update modifiers differ from MongoDB's in two ways the port cares about, and this module
// evens them out before an update reaches NeDB:
// - `$pull` on a missing field throws in NeDB ("Can't $pull an element from non-array values") while
//   MongoDB treats it as a no-op, so such `$pull` entries are dropped per document;
// - `$set`/`$push` store the given value by reference, so a caller mutating its object afterwards
//   would silently change the in-memory database; the update is cloned first.

/** The value at a dotted path, or undefined when any step is missing or not an object. */
function valueAt(doc: Record<string, unknown>, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The update as MongoDB would apply it to this document, or null when nothing is left to do. */
function effectiveUpdate(doc: Doc, ops: UpdateOps): UpdateOps | null {
  const { $pull, ...rest } = ops;
  const kept = Object.entries($pull ?? {}).filter(([path]) => valueAt(doc, path) !== undefined);
  const update: UpdateOps = kept.length > 0 ? { ...rest, $pull: Object.fromEntries(kept) } : rest;
  return Object.keys(update).length > 0 ? structuredClone(update) : null;
}

export interface UpdateBatch {
  update: UpdateOps;
  ids: string[];
}

/**
 * Groups the matched documents by the update that applies to each, so one NeDB call per distinct
 * update suffices (usually exactly one). Documents for which nothing remains are matched but untouched.
 */
export function planUpdate(docs: Doc[], ops: UpdateOps): UpdateBatch[] {
  const batches = new Map<string, UpdateBatch>();
  for (const doc of docs) {
    const update = effectiveUpdate(doc, ops);
    if (update === null) continue;
    const key = Object.keys(update.$pull ?? {}).join('\u0000');
    const batch = batches.get(key);
    if (batch) batch.ids.push(doc._id);
    else batches.set(key, { update, ids: [doc._id] });
  }
  return [...batches.values()];
}
