// The owner's answer to a conflict: keep the version the server kept (nothing to send), or restore the
// value that lost, which is an ordinary edit: a new update mutation carrying that value.
import type { UserDb } from './db.ts';
import { tableOf, writeLocal } from './local-write.ts';

/** Photo fields may come back as references; mutations name photos by hash. */
function asFieldValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asFieldValue);
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id;
  return value;
}

export async function keepKeptValue(db: UserDb, conflictId: string): Promise<void> {
  await db.conflicts.update(conflictId, { resolved: 1 });
}

/** Answers false when the document is gone, so there is nothing to restore the value into. */
export async function restoreLostValue(db: UserDb, conflictId: string): Promise<boolean> {
  const conflict = await db.conflicts.get(conflictId);
  if (!conflict) return false;
  const table = tableOf(db, conflict.entity);
  return db.transaction('rw', [db.conflicts, table, db.outbox, db.meta, db.blobs], async () => {
    if (!(await table.get(conflict.docId))) return false;
    const fields = { [conflict.field]: asFieldValue(conflict.lost) };
    await writeLocal(db, conflict.entity, conflict.docId, { kind: 'update', fields });
    await db.conflicts.update(conflictId, { resolved: 1 });
    return true;
  });
}

export async function dismissRejection(db: UserDb, localId: number): Promise<void> {
  await db.rejections.delete(localId);
}
