// Appends one outbox entry under the next seq, inside the caller's transaction (which must include
// `outbox` and `meta`): the entry and the raised seq counter are stored together or not at all.
import { newId } from '../../../shared/ids.ts';
import { readMeta, type UserDb } from './db.ts';
import type { OutboxEntry } from './records.ts';
import { allocateSeq } from './seq.ts';

export type NewEntry = Omit<OutboxEntry, 'localId' | 'seq' | 'opId' | 'createdAt' | 'attempts'>;

export async function appendEntry(db: UserDb, entry: NewEntry, now: Date): Promise<void> {
  const { seq, meta } = allocateSeq(await readMeta(db));
  await db.outbox.add({ ...entry, seq, opId: newId(), createdAt: now.toISOString(), attempts: 0 });
  await db.meta.put(meta);
}
