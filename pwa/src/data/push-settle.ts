// What the server's answer to a push means for each document (pure). Per settled entry:
//   applied / merged / duplicate: the server holds the write, so it joins the record's base, its fields
//     with the write's time (the next pull brings the server's exact version and times, which a merge may
//     have decided differently);
//   rejected: it never happened; the record goes back to its base with the remaining edits replayed.
// A revision the server reports for an applied write is taken when nothing else can have happened in
// between (it is exactly one above ours), both for the record and for the baseRev of entries still queued
// for the document. A merged write's revision is never taken: it holds another writer's change that the
// queued entries were not made on (the screen showed their own text), and a baseRev claiming it would let
// them replace that change unseen instead of merging with it.
import type { MutationResult, PushResponse, SyncEntity } from '../../../shared/sync/protocol.ts';
import { buildRecord, extrasOf } from './entities.ts';
import type { Fields, OutboxEntry, SyncedRecord } from './records.ts';
import { replay } from './replay.ts';

export interface Outcome {
  entry: OutboxEntry;
  result: MutationResult;
}

export interface PushAnswer {
  outcomes: Outcome[];
  /** The seq the server expects next, when a gap stopped the batch. */
  gap: number | null;
}

/** Pairs each result with the entry it answers; results for seqs not sent are ignored. */
export function readAnswer(batch: readonly OutboxEntry[], response: PushResponse): PushAnswer {
  const bySeq = new Map(batch.map((entry) => [entry.seq, entry]));
  const outcomes: Outcome[] = [];
  for (const result of response.results) {
    const entry = bySeq.get(result.seq);
    if (entry) outcomes.push({ entry, result });
  }
  return { outcomes, gap: response.gap?.expected ?? null };
}

/** When each field of an entry was written, as far as the entry says (entries from before say nothing). */
function timesOf(entry: OutboxEntry): Record<string, number> {
  const times: Record<string, number> = {};
  for (const field of Object.keys(entry.fields)) {
    const at = entry.fieldAt?.[field] ?? entry.at;
    if (at !== undefined) times[field] = at;
  }
  return times;
}

export interface DocSettlement {
  /** The record to store; null to remove it. */
  record: (SyncedRecord & Fields) | null;
  /** Queued entries of this document whose baseRev moves on. */
  rebased: { localId: number; baseRev: number }[];
  /** A refused delete leaves the device unsure what the server holds: pull everything again. */
  resync: boolean;
}

export function settleDoc(
  entity: SyncEntity,
  id: string,
  record: (SyncedRecord & Fields) | undefined,
  outcomes: readonly Outcome[],
  remaining: readonly OutboxEntry[],
  now: Date,
): DocSettlement {
  let base = record?.base ?? null;
  let rev = record?.rev ?? 0;
  const baseRevs = new Map(remaining.map((e) => [e.localId ?? -1, e.baseRev]));
  let resync = false;
  let fieldAt = record?.fieldAt;
  for (const { entry, result } of [...outcomes].sort((a, b) => a.entry.seq - b.entry.seq)) {
    if (result.status === 'rejected') {
      resync ||= entry.kind === 'delete';
      continue;
    }
    base = replay(base, [entry]);
    if (entry.kind !== 'delete') fieldAt = { ...fieldAt, ...timesOf(entry) };
    const after = result.rev;
    if (after === undefined || result.status !== 'applied') continue;
    if (after === rev + 1) rev = after;
    for (const [localId, baseRev] of baseRevs) if (after === baseRev + 1) baseRevs.set(localId, after);
  }
  const rebased = remaining
    .filter((e) => e.localId !== undefined && baseRevs.get(e.localId) !== e.baseRev)
    .map((e) => ({ localId: e.localId as number, baseRev: baseRevs.get(e.localId as number) as number }));
  const fields = replay(base, remaining);
  if (!fields) return { record: null, rebased, resync };
  const extras = { ...(record ? extrasOf(entity, record) : {}), ...(fieldAt && { fieldAt }) };
  const pending = remaining.length > 0;
  return { record: buildRecord(entity, { id, extras, fields, rev, pending, base, now }), rebased, resync };
}
