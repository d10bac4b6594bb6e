// The outbox side of a push, each step one Dexie transaction: claim the next batch (marking it sent in
// the same transaction that reads it, so a write in another tab cannot fold into an entry on its way),
// take the server's answer, and renumber the queue when the server expects seqs this device no longer has.
// Entries closing a conflict change no document: only a refusal of one has an effect (settleClose).
import { MAX_BATCH, type PushResponse, type SyncEntity } from '../../../shared/sync/protocol.ts';
import { keepAckedDeletes, noteLastSeq } from './acknowledged.ts';
import { readMeta, type UserDb } from './db.ts';
import { entriesFor, tableOf } from './local-write.ts';
import { unsettledLostPhotos } from './photo-recover.ts';
import { setAsideRefusedPhotos } from './photo-refused.ts';
import { holdForMissingPhotos } from './photo-retry.ts';
import { holdWaitingPhotos } from './photos.ts';
import { takeBatch } from './push-batch.ts';
import { type Outcome, readAnswer, settleDoc } from './push-settle.ts';
import { docKey, type OutboxEntry } from './records.ts';
import { renumberFrom } from './seq.ts';

export async function claimBatch(db: UserDb): Promise<{ clientId: string; batch: OutboxEntry[] }> {
  return db.transaction('rw', [db.outbox, db.meta, db.blobs, db.rejections], async () => {
    const meta = await readMeta(db);
    // A server gone back in time is brought forward before anything more goes (server-restored.ts): a
    // queued write was made on what the server no longer holds. Another engine on this database (a second
    // tab) may have noticed while this one had a batch in flight; its next batch waits too.
    if (meta.restored) return { clientId: meta.clientId, batch: [] };
    // No write goes out naming a photo refused for good: it goes without the photo.
    await setAsideRefusedPhotos(db);
    const queue = await db.outbox.orderBy('seq').limit(MAX_BATCH).toArray();
    const unsent = db.blobs.where('uploaded').equals(0);
    // Photos to upload first, and photos the server lost that the photo step has still to find.
    const waiting = new Set([
      ...(await unsent.filter((photo) => !photo.failed).primaryKeys()),
      ...unsettledLostPhotos(meta),
    ]);
    const batch = takeBatch(await putHeldLast(db, queue, waiting), meta.clientId);
    for (const entry of batch) {
      entry.attempts += 1;
      await db.outbox.update(entry.localId as number, { attempts: entry.attempts });
    }
    return { clientId: meta.clientId, batch };
  });
}

/**
 * The queue with the writes waiting for photos (holdWaitingPhotos) numbered after the others, so the rest
 * goes now: the server takes seqs contiguously. Only writes never sent are renumbered (a blog write goes
 * only once its photos are up; one kept after a refusal for a missing photo was numbered past the server's
 * lastSeq and counts as unsent: photo-retry.ts); otherwise the queue goes up to the first held write.
 */
async function putHeldLast(
  db: UserDb,
  queue: OutboxEntry[],
  waiting: ReadonlySet<string>,
): Promise<OutboxEntry[]> {
  const { ready, held } = holdWaitingPhotos(queue, waiting);
  const first = held[0];
  const after = ready.filter((e) => e.seq > (first?.seq ?? Number.POSITIVE_INFINITY));
  if (!first || after.length === 0) return ready;
  const moved = [...after, ...held];
  if (moved.some((e) => e.attempts > 0)) return ready.filter((e) => e.seq < first.seq);
  const seqs = moved.map((e) => e.seq).sort((a, b) => a - b);
  // Through negative seqs: the unique index never sees two entries with one seq.
  for (const entry of moved) await db.outbox.update(entry.localId as number, { seq: -entry.seq });
  moved.forEach((entry, i) => {
    entry.seq = seqs[i] as number;
  });
  for (const entry of moved) await db.outbox.update(entry.localId as number, { seq: entry.seq });
  return ready;
}

function byDoc(outcomes: readonly Outcome[]): Map<string, Outcome[]> {
  const groups = new Map<string, Outcome[]>();
  for (const outcome of outcomes) {
    const key = docKey(outcome.entry.entity, outcome.entry.id);
    groups.set(key, [...(groups.get(key) ?? []), outcome]);
  }
  return groups;
}

export interface PushSettled {
  settled: number;
  answered: number;
  gap: number | null;
  /** The server answered a lower lastSeq than before: it went back in time (acknowledged.ts). */
  wentBack: boolean;
}

/**
 * Applies the answer; tells how many entries it settled, how many the server answered (settled here or
 * already by another engine), the gap, if the server reported one, and whether it went back in time.
 */
export async function applyPushAnswer(
  db: UserDb,
  batch: readonly OutboxEntry[],
  response: PushResponse,
  now = new Date(),
): Promise<PushSettled> {
  const answer = readAnswer(batch, response);
  const tables = [
    ...[db.outbox, db.rejections, db.meta, db.conflicts, db.tasks, db.drafts, db.blogs, db.blobs],
    db.ackedDeletes,
  ];
  let settled = 0;
  let wentBack = false;
  await db.transaction('rw', tables, async () => {
    wentBack = await noteLastSeq(db, response);
    // A refusal for a photo the server does not have is not final: those writes stay queued.
    const { settle: outcomes, held } = await holdForMissingPhotos(db, await stillQueued(db, answer.outcomes));
    settled = outcomes.length;
    await db.outbox.bulkDelete(outcomes.map((o) => o.entry.localId as number));
    await keepAckedDeletes(db, outcomes, now);
    let resync = false;
    for (const group of byDoc(outcomes).values()) {
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
    // The server moved its lastSeq past the writes kept: they go again under new seqs, in their order.
    if (held > 0) await renumberOutbox(db, response.lastSeq + 1);
  });
  return { settled, answered: answer.outcomes.length, gap: answer.gap, wentBack };
}

/**
 * The outcomes whose entries are still queued as they were sent. Settling is idempotent: an answer that
 * arrives after another engine (a tab without Web Locks, a stopped one) settled its entries must not
 * settle them again, which would replay their old values over what was pulled since.
 */
async function stillQueued(db: UserDb, outcomes: readonly Outcome[]): Promise<Outcome[]> {
  const stored = await db.outbox.bulkGet(outcomes.map((o) => o.entry.localId as number));
  return outcomes.filter(({ entry }, i) => {
    const now = stored[i];
    return now !== undefined && now.opId === entry.opId && now.seq === entry.seq;
  });
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
