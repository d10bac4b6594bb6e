// Every local write of a synced document: the record screens read and its outbox entry change in ONE
// Dexie transaction, so nothing is ever sent that was not stored, and nothing stored is left unsent.
import type { MutationEntity, SyncEntity } from '../../../shared/sync/protocol.ts';
import { readMeta, type UserDb } from './db.ts';
import { buildRecord, extrasOf, pickFields, TABLE } from './entities.ts';
import { appendEntry } from './outbox-append.ts';
import type { Fields, OutboxEntry, StoredBlob, SyncedRecord } from './records.ts';
import { type LocalChange, planWrite } from './write-plan.ts';

export function tableOf(db: UserDb, entity: SyncEntity) {
  return db.table<SyncedRecord & Fields, string>(TABLE[entity]);
}

export function entriesFor(db: UserDb, entity: MutationEntity, id: string): Promise<OutboxEntry[]> {
  return db.outbox.where('[entity+id]').equals([entity, id]).sortBy('seq');
}

export interface WriteOptions {
  /** Photos the write names, stored in the same transaction. */
  blobs?: StoredBlob[];
  now?: Date;
}

/** Answers whether anything changed (an update to the values already there changes nothing). */
export async function writeLocal(
  db: UserDb,
  entity: SyncEntity,
  id: string,
  change: LocalChange,
  options: WriteOptions = {},
): Promise<boolean> {
  const { blobs = [], now = new Date() } = options;
  const table = tableOf(db, entity);
  return db.transaction('rw', [table, db.outbox, db.meta, db.blobs], async () => {
    const record = await table.get(id);
    const entries = await entriesFor(db, entity, id);
    const current = record ? pickFields(entity, record) : null;
    const rev = record?.rev ?? 0;
    const base = record?.base ?? null;
    const [last, earlier] = [entries.at(-1), entries.slice(0, -1)];
    const target = { current, rev, synced: base, last, earlier, at: now.getTime() };
    const plan = planWrite(target, change);
    if (plan.step.type === 'none') return false;

    if (plan.step.type === 'append') {
      const { type: _type, ...step } = plan.step;
      await appendEntry(db, { ...step, entity, id }, now);
    } else {
      const { type: _type, localId, ...amended } = plan.step;
      await db.outbox.update(localId, amended);
      const meta = await readMeta(db);
      await db.meta.put({ ...meta, writes: meta.writes + 1 });
    }
    if (blobs.length) await db.blobs.bulkPut(blobs);

    if (!plan.fields) {
      await table.delete(id);
      return true;
    }
    const extras = record ? extrasOf(entity, record) : {};
    await table.put(buildRecord(entity, { id, extras, fields: plan.fields, rev, pending: true, base, now }));
    return true;
  });
}
