// A change-log entry and how entries are named: what the log (change-log.ts) writes and what the
// compaction of a document's older entries (log-compaction.ts) removes.
import type { PulledEntity } from '../../../../shared/sync/protocol';
import type { Filter } from '../../ports/document-store';

export const CHANGES = 'sync_changes';

export interface ChangeEntry {
  _id: string;
  scope: string;
  seq: number;
  entity: PulledEntity;
  id: string;
  rev: number;
  at: string;
}

/**
 * An entry's _id: its scope and its seq, zero-padded so that the ids of a scope sort as their seqs do.
 * Reads go by ranges of these ids, which both stores serve from their _id index (NeDB uses no index for
 * a range of seq within a scope, and read the whole log for every page of a pull).
 */
export function entryId(scope: string, seq: number): string {
  return `${scope}|${String(seq).padStart(12, '0')}`;
}

/** Above the id of every entry of the scope (`~` sorts after the digits). */
export const scopeEnd = (scope: string) => `${scope}|~`;

/** Every entry of the scope with a seq at or below upTo (all of them by default). */
export function scopeEntries(scope: string, upTo?: number): Filter {
  return {
    _id: {
      $gt: `${scope}|`,
      ...(upTo === undefined ? { $lt: scopeEnd(scope) } : { $lte: entryId(scope, upTo) }),
    },
  };
}

export function entryOf(
  scope: string,
  seq: number,
  entity: PulledEntity,
  id: string,
  rev: number,
  now: Date,
): ChangeEntry {
  return { _id: entryId(scope, seq), scope, seq, entity, id, rev, at: now.toISOString() };
}
