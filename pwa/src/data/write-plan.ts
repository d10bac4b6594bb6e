// What one local write does to the outbox. Updates carry only changed fields. While the document's newest
// entry has not been sent yet, a further edit is folded into it (same seq): typing a draft offline for an
// hour then makes one mutation, not hundreds, and no follow-up has to wait for an earlier one's revision.
// An entry that was sent once is never touched: the server may already hold it under its seq.
import { changedFields } from './field-diff.ts';
import type { Fields, MutationKind, OutboxEntry } from './records.ts';

export type LocalChange =
  | { kind: 'create'; fields: Fields }
  /** The values wanted; a function reads the current fields first (inside the write's transaction). */
  | { kind: 'update'; fields: Fields | ((current: Fields) => Fields) }
  | { kind: 'delete' };

export type OutboxStep =
  | { type: 'append'; kind: MutationKind; baseRev: number; fields: Fields }
  | { type: 'amend'; localId: number; fields: Fields }
  | { type: 'none' };

export class LocalWriteError extends Error {
  override readonly name = 'LocalWriteError';
}

export interface WritePlan {
  step: OutboxStep;
  /** The fields the record shows afterwards; null when it is gone. */
  fields: Fields | null;
}

/** May `last` (the document's newest entry) absorb an edit made on top of revision `rev`? */
function canAmend(last: OutboxEntry | undefined, rev: number): last is OutboxEntry & { localId: number } {
  if (!last || last.attempts > 0 || last.localId === undefined) return false;
  if (last.kind === 'create') return true;
  // A pull that moved the document on since the entry was written makes the later edit a separate one.
  return last.kind === 'update' && last.baseRev === rev;
}

export function planWrite(
  current: Fields | null,
  rev: number,
  last: OutboxEntry | undefined,
  change: LocalChange,
): WritePlan {
  if (change.kind === 'create') {
    if (current) throw new LocalWriteError('This item exists already');
    return {
      step: { type: 'append', kind: 'create', baseRev: 0, fields: change.fields },
      fields: change.fields,
    };
  }
  if (!current) {
    if (change.kind === 'delete') return { step: { type: 'none' }, fields: null };
    throw new LocalWriteError('This item is no longer here');
  }
  if (change.kind === 'delete')
    return { step: { type: 'append', kind: 'delete', baseRev: rev, fields: {} }, fields: null };

  const wanted = typeof change.fields === 'function' ? change.fields(current) : change.fields;
  const changed = changedFields(current, wanted);
  if (Object.keys(changed).length === 0) return { step: { type: 'none' }, fields: current };
  const fields = { ...current, ...changed };
  if (canAmend(last, rev))
    return { step: { type: 'amend', localId: last.localId, fields: { ...last.fields, ...changed } }, fields };
  return { step: { type: 'append', kind: 'update', baseRev: rev, fields: changed }, fields };
}
