// The owner's answer to a conflict, synced like any write: closing it is a mutation of the conflict
// (`fields: { resolved: true }`), so every device of the owner stops listing it. Restoring the value that
// lost is also an ordinary edit of the document: an update carrying that value.
import type { UserDb } from './db.ts';
import { tableOf, writeLocal } from './local-write.ts';
import { appendEntry, type NewEntry } from './outbox-append.ts';
import type { ConflictRecord } from './records.ts';

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

/** Answers false when the document is gone, so there is nothing to restore the value into. */
export async function restoreLostValue(db: UserDb, conflictId: string, now = new Date()): Promise<boolean> {
  const conflict = await db.conflicts.get(conflictId);
  if (!conflict) return false;
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
