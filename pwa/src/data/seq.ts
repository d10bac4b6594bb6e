// Outbox sequence numbers: contiguous per client from 1, allocated from the database's meta row inside
// the write's transaction, so two tabs writing at once still get distinct, gap-free numbers.
import type { OutboxEntry, SyncMeta } from './records.ts';

export function allocateSeq(meta: SyncMeta): { seq: number; meta: SyncMeta } {
  return { seq: meta.nextSeq, meta: { ...meta, nextSeq: meta.nextSeq + 1, writes: meta.writes + 1 } };
}

/**
 * After the server reported a gap (it expects `expected` next but this device no longer holds that seq,
 * e.g. the server was restored from a backup): the entries still queued were never taken, so they are
 * numbered again from `expected`, in order. Answers the new seq per localId and the next free seq.
 */
export function renumberFrom(
  entries: readonly OutboxEntry[],
  expected: number,
): { seqs: Map<number, number>; nextSeq: number } {
  const seqs = new Map<number, number>();
  let seq = expected;
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (entry.localId !== undefined) seqs.set(entry.localId, seq);
    seq += 1;
  }
  return { seqs, nextSeq: seq };
}
