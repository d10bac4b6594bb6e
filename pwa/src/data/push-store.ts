// The outbox side of a push, each step one Dexie transaction: claim the next batch (marking it sent in
// the same transaction that reads it, so a write in another tab cannot fold into an entry on its way),
// take the server's answer, and renumber the queue when the server expects seqs this device no longer has.
// Entries closing a conflict change no document: only a refusal of one has an effect (settleClose).
import { MAX_BATCH, type PushResponse, type SyncEntity } from '../../../shared/sync/protocol.ts';
import { readMeta, type UserDb } from './db.ts';
import { entriesFor, tableOf } from './local-write.ts';
import { beforeWaitingPhotos } from './photos.ts';
import { takeBatch } from './push-batch.ts';
import { type Outcome, readAnswer, settleDoc } from './push-settle.ts';
import type { OutboxEntry } from './records.ts';
import { renumberFrom } from './seq.ts';

export async function claimBatch(db: UserDb): Promise<{ clientId: string; batch: OutboxEntry[] }> {
  return db.transaction('rw', [db.outbox, db.meta, db.blobs], async () => {
    const { clientId } = await readMeta(db);
    const queue = await db.outbox.orderBy('seq').limit(MAX_BATCH).toArray();
    const unsent = db.blobs.where('uploaded').equals(0);
    const waiting = new Set(await unsent.filter((photo) => !photo.failed).primaryKeys());
    const batch = takeBatch(beforeWaitingPhotos(queue, waiting), clientId);
    for (const entry of batch) {
      entry.attempts += 1;
      await db.outbox.update(entry.localId as number, { attempts: entry.attempts });
    }
    return { clientId, batch };
  });
}

function byDoc(outcomes: readonly Outcome[]): Map<string, Outcome[]> {
  const groups = new Map<string, Outcome[]>();
  for (const outcome of outcomes) {
    const key = `${outcome.entry.entity}\u0000${outcome.entry.id}`;
    groups.set(key, [...(groups.get(key) ?? []), outcome]);
  }
  return groups;
}

/** Applies the answer; tells how many entries it settled and the gap, if the server reported one. */
export async function applyPushAnswer(
  db: UserDb,
  batch: readonly OutboxEntry[],
  response: PushResponse,
  now = new Date(),
): Promise<{ settled: number; gap: number | null }> {
  const answer = readAnswer(batch, response);
  const tables = [db.outbox, db.rejections, db.meta, db.conflicts, db.tasks, db.drafts, db.blogs];
  await db.transaction('rw', tables, async () => {
    await db.outbox.bulkDelete(answer.outcomes.map((o) => o.entry.localId as number));
    let resync = false;
    for (const group of byDoc(answer.outcomes).values()) {
      const { entity, id } = (group[0] as Outcome).entry;
      for (const { entry, result } of group) {
        if (result.status !== 'rejected') continue;
        const { seq, opId, kind, fields } = entry;
        const reason = result.reason ?? 'The server refused this change';
        await db.rejections.add({ seq, opId, entity, id, kind, fields, reason, at: now.toISOString() });
      }
      if (entity === 'conflict') await settleClose(db, id, group);
      else resync = (await settleOne(db, entity, id, group, now)) || resync;
    }
    if (resync) await db.meta.put({ ...(await readMeta(db)), resync: true });
  });
  return { settled: answer.outcomes.length, gap: answer.gap };
}

async function settleOne(db: UserDb, entity: SyncEntity, id: string, group: Outcome[], now: Date) {
  const table = tableOf(db, entity);
  const remaining = await entriesFor(db, entity, id);
  const settled = settleDoc(entity, id, await table.get(id), group, remaining, now);
  for (const { localId, baseRev } of settled.rebased) await db.outbox.update(localId, { baseRev });
  if (settled.record) await table.put(settled.record);
  else await table.delete(id);
  return settled.resync;
}

/**
 * A close the server took needs nothing more (the next pull brings the conflict closed). A refused one
 * lists the conflict again, unless the server closed it already or another close of it is still queued.
 */
async function settleClose(db: UserDb, id: string, group: readonly Outcome[]) {
  if (!group.some(({ result }) => result.status === 'rejected')) return;
  if ((await entriesFor(db, 'conflict', id)).length > 0) return;
  const conflict = await db.conflicts.get(id);
  if (conflict && conflict.closed !== 1) await db.conflicts.update(id, { resolved: 0 });
}

/** The server expects `expected` next and this device no longer holds it: number the queue from there. */
export async function renumberOutbox(db: UserDb, expected: number): Promise<void> {
  await db.transaction('rw', [db.outbox, db.meta], async () => {
    const queue = await db.outbox.orderBy('seq').toArray();
    const { seqs, nextSeq } = renumberFrom(queue, expected);
    // Moving down, go in ascending order (and up, descending), so the unique index never sees two alike.
    const down = expected <= (queue[0]?.seq ?? expected);
    for (const entry of down ? queue : [...queue].reverse()) {
      const seq = seqs.get(entry.localId as number);
      if (seq !== undefined && seq !== entry.seq) await db.outbox.update(entry.localId as number, { seq });
    }
    await db.meta.put({ ...(await readMeta(db)), nextSeq });
  });
}
