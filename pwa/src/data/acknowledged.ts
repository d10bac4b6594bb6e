// What this device knows the server acknowledged, kept so a server that goes back in time (restored from a
// backup, or its last commits lost) can be noticed and told again (server-restored.ts): the highest seq the
// server answered, and the deletes it took. Both are written in the transaction that settles the answer.
import type { PushResponse } from '../../../shared/sync/protocol.ts';
import { readMeta, type UserDb } from './db.ts';
import type { Outcome } from './push-settle.ts';
import { docKey } from './records.ts';

/** How many acknowledged deletes are kept: the newest, enough for a backup of some weeks. */
export const ACKED_DELETES_KEPT = 5_000;

/**
 * Takes the server's lastSeq. A gap the server reports below one it answered before means it has forgotten
 * writes it acknowledged: marked, so the next pull brings it forward. (A lower lastSeq without a gap is an
 * older answer arriving late, as another tab's engine may take one.) Call inside a transaction over `meta`.
 */
export async function noteLastSeq(
  db: UserDb,
  response: Pick<PushResponse, 'lastSeq' | 'gap'>,
): Promise<boolean> {
  const meta = await readMeta(db);
  const acked = meta.acked ?? 0;
  const wentBack = response.gap !== undefined && response.lastSeq < acked;
  if (wentBack) await db.meta.put({ ...meta, acked: response.lastSeq, restored: true });
  else if (response.lastSeq > acked) await db.meta.put({ ...meta, acked: response.lastSeq });
  return wentBack;
}

/** Keeps the deletes the server took. Call inside a transaction over `ackedDeletes`. */
export async function keepAckedDeletes(db: UserDb, outcomes: readonly Outcome[], now: Date): Promise<void> {
  const taken = outcomes.filter(
    ({ entry, result }) =>
      entry.kind === 'delete' && entry.entity !== 'conflict' && result.status !== 'rejected',
  );
  if (taken.length === 0) return;
  await db.ackedDeletes.bulkPut(
    taken.map(({ entry }) => ({
      key: docKey(entry.entity, entry.id),
      entity: entry.entity as Exclude<typeof entry.entity, 'conflict'>,
      id: entry.id,
      baseRev: entry.baseRev,
      at: now.toISOString(),
    })),
  );
  const over = (await db.ackedDeletes.count()) - ACKED_DELETES_KEPT;
  if (over > 0) await db.ackedDeletes.orderBy('at').limit(over).delete();
}
