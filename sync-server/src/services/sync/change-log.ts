// The change log behind pull: per scope (a user's own data, or the public feed) a monotonic seq, and an
// entry per committed write naming what changed. Entries are written inside the scope's lock together
// with the document, so seqs appear in commit order and a pull never skips a committed change.
import type { PulledEntity } from '../../../../shared/sync/protocol';
import type { Deps } from '../../deps';
import type { LockedStore } from '../../ports/document-store';

export const SCOPES = 'sync_scopes';
export const CHANGES = 'sync_changes';
export const PUBLIC_SCOPE = 'public';

export function userScope(userId: string): string {
  return `user:${userId}`;
}

export interface ScopeDoc {
  _id: string;
  seq: number;
  /** Entries with a seq at or below this were pruned; an older cursor must reset. */
  prunedTo: number;
}

export interface ChangeEntry {
  _id: string;
  scope: string;
  seq: number;
  entity: PulledEntity;
  id: string;
  rev: number;
  at: string;
}

async function nextSeq(tx: LockedStore, scope: string): Promise<number> {
  const scopes = tx.collection<ScopeDoc>(SCOPES);
  const doc = await scopes.findOneAndUpdate({ _id: scope }, { $inc: { seq: 1 } });
  if (doc) return doc.seq;
  // Callers hold the scope's lock, so nobody else is creating it (and on MongoDB a failed insert would
  // abort the transaction, so there is nothing to catch here).
  await scopes.insertOne({ _id: scope, seq: 1, prunedTo: 0 });
  return 1;
}

/** Records that entity/id changed (to rev, or was deleted) in scope; call inside withLock(scope). */
export async function recordChange(
  tx: LockedStore,
  scope: string,
  entity: PulledEntity,
  id: string,
  rev: number,
  now = new Date(),
): Promise<number> {
  const seq = await nextSeq(tx, scope);
  await tx.collection<ChangeEntry>(CHANGES).insertOne({
    _id: `${scope}|${String(seq).padStart(12, '0')}`,
    scope,
    seq,
    entity,
    id,
    rev,
    at: now.toISOString(),
  });
  return seq;
}

export async function scopeState(deps: Pick<Deps, 'store'>, scope: string): Promise<ScopeDoc> {
  return (
    (await deps.store.collection<ScopeDoc>(SCOPES).findOne({ _id: scope })) ?? {
      _id: scope,
      seq: 0,
      prunedTo: 0,
    }
  );
}

/** Drops all but the newest `keep` entries of a scope; a cursor older than what was dropped must reset. */
export async function pruneLog(deps: Pick<Deps, 'store'>, scope: string, keep: number): Promise<number> {
  return deps.store.withLock(scope, async (tx) => {
    const changes = tx.collection<ChangeEntry>(CHANGES);
    const state = await tx.collection<ScopeDoc>(SCOPES).findOne({ _id: scope });
    if (!state || state.seq <= keep) return 0;
    const upTo = state.seq - keep;
    const removed = await changes.deleteMany({ scope, seq: { $lte: upTo } });
    await tx.collection<ScopeDoc>(SCOPES).updateOne({ _id: scope }, { $set: { prunedTo: upTo } });
    return removed;
  });
}
