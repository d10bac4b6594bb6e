// The owner's answer to a conflict, synced like any write: closing it is a mutation of the conflict
// (`fields: { resolved: true }`), so every device of the owner stops listing it. Restoring the value that
// lost is also an ordinary edit of the document: an update carrying that value; undoing a delete, a create
// (which closes the conflict itself: undone-deletes.ts).
import { DELETED_CONFLICT } from '../../../shared/sync/delete-rule.ts';
import type { UserDb } from './db.ts';
import { fieldsOfDoc } from './entities.ts';
import { tableOf, writeLocal } from './local-write.ts';
import { appendEntry, type NewEntry } from './outbox-append.ts';
import type { ConflictRecord, Fields } from './records.ts';
import { undoneHere } from './undone-deletes.ts';

/** Photo fields may come back as references; mutations name photos by hash. */
function asFieldValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asFieldValue);
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id;
  return value;
}

/** Marks the conflict decided here and queues closing it; call inside a transaction on conflicts, outbox, meta. */
async function close(db: UserDb, conflict: ConflictRecord, now: Date): Promise<void> {
  await db.conflicts.update(conflict._id, { resolved: 1 });
  const entry: NewEntry = {
    entity: 'conflict',
    id: conflict._id,
    kind: 'update',
    baseRev: conflict.rev ?? 0,
    fields: { resolved: true },
    at: now.getTime(),
  };
  await appendEntry(db, entry, now);
}

export async function keepKeptValue(db: UserDb, conflictId: string, now = new Date()): Promise<void> {
  await db.transaction('rw', [db.conflicts, db.outbox, db.meta], async () => {
    const conflict = await db.conflicts.get(conflictId);
    // Decided already (a second click, another tab): one close is enough.
    if (conflict && conflict.resolved === 0) await close(db, conflict, now);
  });
}

/**
 * Undoes a delete that had not seen another device's edit: the document comes back as the conflict kept
 * it, created under the conflict's id, which closes the conflict on the server (undone-deletes.ts). Its own
 * id stays buried (a tombstone never lifts), and every device that undoes the same conflict creates the
 * same id, so the server keeps one copy (the rest are duplicates).
 */
async function restoreDeleted(db: UserDb, conflict: ConflictRecord, now: Date): Promise<boolean> {
  const copy = conflict.lost;
  if (!copy || typeof copy !== 'object') return false;
  const table = tableOf(db, conflict.entity);
  return db.transaction('rw', [db.conflicts, table, db.outbox, db.meta, db.blobs], async () => {
    const current = await db.conflicts.get(conflict._id);
    if (!current || current.resolved === 1 || (await undoneHere(db, current))) return true;
    const fields = fieldsOfDoc(current.entity, copy as Fields);
    await writeLocal(db, current.entity, current._id, { kind: 'create', fields }, { now });
    // A blog's photos are named by hash; until the server's copy is pulled, its kept references show them.
    const { imageData } = copy as Fields;
    if (current.entity === 'blog' && imageData) await table.update(current._id, { imageData });
    return true;
  });
}

/** Answers false when the document is gone, so there is nothing to restore the value into. */
export async function restoreLostValue(db: UserDb, conflictId: string, now = new Date()): Promise<boolean> {
  const conflict = await db.conflicts.get(conflictId);
  if (!conflict) return false;
  if (conflict.kind === DELETED_CONFLICT) return restoreDeleted(db, conflict, now);
  const table = tableOf(db, conflict.entity);
  return db.transaction('rw', [db.conflicts, table, db.outbox, db.meta, db.blobs], async () => {
    if (!(await table.get(conflict.docId))) return false;
    const current = await db.conflicts.get(conflictId);
    if (!current || current.resolved === 1) return true;
    const fields = { [current.field]: asFieldValue(current.lost) };
    await writeLocal(db, current.entity, current.docId, { kind: 'update', fields }, { now });
    await close(db, current, now);
    return true;
  });
}

export async function dismissRejection(db: UserDb, localId: number): Promise<void> {
  await db.rejections.delete(localId);
}
