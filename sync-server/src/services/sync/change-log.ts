// The change log behind pull: per scope (a user's own data, or the public feed) a monotonic seq, and an
// entry per committed write naming what changed. Entries are written inside the scope's lock together
// with the document, so seqs appear in commit order and a pull never skips a committed change.
import { newId } from '../../../../shared/ids';
import type { PulledEntity } from '../../../../shared/sync/protocol';
import type { Deps } from '../../deps';
import type { LockedStore } from '../../ports/document-store';
import { SUPERSEDED, supersede } from './log-compaction';
import { CHANGES, type ChangeEntry, entryOf, scopeEntries } from './log-entries';

export { CHANGES, type ChangeEntry, entryId, scopeEnd, scopeEntries } from './log-entries';

export const SCOPES = 'sync_scopes';
export const PUBLIC_SCOPE = 'public';

export function userScope(userId: string): string {
  return `user:${userId}`;
}

export interface ScopeDoc {
  _id: string;
  seq: number;
  /** Entries with a seq at or below this were pruned; an older cursor must reset. */
  prunedTo: number;
  /**
   * Made anew with the document: a scope deleted with its account's data and made again (an account
   * deletion that stopped halfway, then more writes) restarts its seq, so a seq alone could name two
   * different states. Absent on scopes made before it existed.
   */
  born?: string;
}

/** A new scope document, at seq. */
const newScope = (scope: string, seq: number): ScopeDoc => ({ _id: scope, seq, prunedTo: 0, born: newId() });

async function nextSeq(tx: LockedStore, scope: string): Promise<number> {
  const scopes = tx.collection<ScopeDoc>(SCOPES);
  const doc = await scopes.findOneAndUpdate({ _id: scope }, { $inc: { seq: 1 } });
  if (doc) return doc.seq;
  // Callers hold the scope's lock, so nobody else is creating it (and on MongoDB a failed insert would
  // abort the transaction, so there is nothing to catch here).
  await scopes.insertOne(newScope(scope, 1));
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
  const deferred = batches.get(tx);
  if (deferred) return deferred.record(scope, entity, id, rev, now);
  const seq = await nextSeq(tx, scope);
  const entry = entryOf(scope, seq, entity, id, rev, now);
  await supersede(tx, scope, [entry]);
  await tx.collection<ChangeEntry>(CHANGES).insertOne(entry);
  return seq;
}

const batches = new WeakMap<LockedStore, ChangeBatch>();

/**
 * The entries a locked section that logs many changes (a push of hundreds of mutations) writes at its
 * end, together: the seqs are counted in memory from the scope's document, read once, and the entries
 * written with one insertMany and the scope's seq with one update, where each entry would otherwise
 * cost an update of the scope's document and an insert (a third of a push's time on the embedded store,
 * two round trips each on MongoDB). What a pull sees is the same: the section commits whole.
 */
export class ChangeBatch {
  readonly #tx: LockedStore;
  /** Per scope: its seq as the section found it, and the entries since. */
  readonly #scopes = new Map<string, { from: number; exists: boolean; entries: ChangeEntry[] }>();

  /** From here on, recordChange(tx, ...) with this very tx joins the batch; flush() writes it. */
  constructor(tx: LockedStore) {
    this.#tx = tx;
    batches.set(tx, this);
  }

  async record(scope: string, entity: PulledEntity, id: string, rev: number, now: Date): Promise<number> {
    let state = this.#scopes.get(scope);
    if (!state) {
      const doc = await this.#tx.collection<ScopeDoc>(SCOPES).findOne({ _id: scope });
      state = { from: doc?.seq ?? 0, exists: doc !== null, entries: [] };
      this.#scopes.set(scope, state);
    }
    const seq = state.from + state.entries.length + 1;
    state.entries.push(entryOf(scope, seq, entity, id, rev, now));
    return seq;
  }

  /** Writes the entries and each scope's seq; the batch is over (later changes are written at once). */
  async flush(): Promise<void> {
    batches.delete(this.#tx);
    const scopes = this.#tx.collection<ScopeDoc>(SCOPES);
    for (const [scope, { from, exists, entries }] of this.#scopes) {
      if (entries.length === 0) continue;
      const seq = from + entries.length;
      // Only a change logged through another handle on this same section could have moved the scope.
      const moved = new Error(`the change log of ${scope} moved under a batch of its changes`);
      if (exists) {
        if (!(await scopes.findOneAndUpdate({ _id: scope, seq: from }, { $set: { seq } }))) throw moved;
      } else {
        if (await scopes.findOne({ _id: scope })) throw moved;
        await scopes.insertOne(newScope(scope, seq));
      }
      await this.#tx.collection<ChangeEntry>(CHANGES).insertMany(await supersede(this.#tx, scope, entries));
    }
  }
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

/**
 * Drops the scope's log up to `keep` seqs before its end; a cursor older than what was dropped must reset.
 * The tags kept of entries replaced in that range (log-compaction.ts) go too: no cursor there is read any more.
 */
export async function pruneLog(deps: Pick<Deps, 'store'>, scope: string, keep: number): Promise<number> {
  return deps.store.withLock(scope, async (tx) => {
    const changes = tx.collection<ChangeEntry>(CHANGES);
    const state = await tx.collection<ScopeDoc>(SCOPES).findOne({ _id: scope });
    if (!state || state.seq <= keep) return 0;
    const upTo = state.seq - keep;
    const removed = await changes.deleteMany(scopeEntries(scope, upTo));
    await tx.collection(SUPERSEDED).deleteMany(scopeEntries(scope, upTo));
    await tx.collection<ScopeDoc>(SCOPES).updateOne({ _id: scope }, { $set: { prunedTo: upTo } });
    return removed;
  });
}
