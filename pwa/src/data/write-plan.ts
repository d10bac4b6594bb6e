// What one local write does to the outbox. Updates carry only changed fields. While the document's newest
// entry has not been sent yet, a further edit is folded into it (same seq): typing a draft offline for an
// hour then makes one mutation, not hundreds, and no follow-up has to wait for an earlier one's revision.
// An entry that was sent once is never touched: the server may already hold it under its seq.
// Each entry carries when the user last changed it (the later of two concurrent edits wins on the server)
// and, for the merged text fields it changes, the text the edit started from (text-base.ts): the synced
// copy with the document's earlier queued entries replayed over it, which is what the screen showed.
import { changedFields } from './field-diff.ts';
import type { Fields, MutationKind, OutboxEntry } from './records.ts';
import { replay } from './replay.ts';
import { textBase } from './text-base.ts';

export type LocalChange =
  | { kind: 'create'; fields: Fields }
  /** The values wanted; a function reads the current fields first (inside the write's transaction). */
  | { kind: 'update'; fields: Fields | ((current: Fields) => Fields) }
  | { kind: 'delete' };

/** What the entry sends besides its fields: the edit's time and, for text, the synced text it changed. */
export interface EntryStamp {
  at: number;
  base?: Record<string, string>;
}

export type OutboxStep =
  | ({ type: 'append'; kind: MutationKind; baseRev: number; fields: Fields } & EntryStamp)
  | ({ type: 'amend'; localId: number; fields: Fields } & EntryStamp)
  | { type: 'none' };

export class LocalWriteError extends Error {
  override readonly name = 'LocalWriteError';
}

/** The document as the write finds it. */
export interface WriteTarget {
  /** The synced fields the record shows; null when there is no record. */
  current: Fields | null;
  rev: number;
  /** The server's copy as last synced (the record's base). */
  synced: Fields | null;
  /** The document's newest outbox entry. */
  last: OutboxEntry | undefined;
  /** The document's other queued entries, older than `last`, in seq order. */
  earlier: readonly OutboxEntry[];
  /** When the write is made (ms). */
  at: number;
}

export interface WritePlan {
  step: OutboxStep;
  /** The fields the record shows afterwards; null when it is gone. */
  fields: Fields | null;
}

/**
 * The revision an update of `changed` is made on, as the screen showed it: the record's, except that a
 * field a queued entry sets shows that entry's value over any pulled one, so the edit did not see what
 * another writer put there since the entry's own baseRev. Claiming the record's revision would let it
 * replace that value unseen; claiming the entry's makes the server merge it, or keep the other value as
 * a conflict.
 */
function shownRev(rev: number, queued: readonly OutboxEntry[], changed: readonly string[]): number {
  let shown = rev;
  for (const entry of queued)
    if (entry.kind !== 'delete' && changed.some((field) => field in entry.fields))
      shown = Math.min(shown, entry.baseRev);
  return shown;
}

/** May `last` (the document's newest entry) absorb an edit made on top of revision `rev`? */
function canAmend(last: OutboxEntry | undefined, rev: number): last is OutboxEntry & { localId: number } {
  if (!last || last.attempts > 0 || last.localId === undefined) return false;
  if (last.kind === 'create') return true;
  // An edit made on another revision (a pull moved the document on, and the edit changes a field whose
  // pulled value the screen showed) is a separate one.
  return last.kind === 'update' && last.baseRev === rev;
}

/** The stamp of an entry: its time, and a base only when there is one (creates and deletes have none). */
const stamp = (at: number, base: Record<string, string> | undefined): EntryStamp =>
  base ? { at, base } : { at };

export function planWrite(target: WriteTarget, change: LocalChange): WritePlan {
  const { current, rev, synced, last, earlier, at } = target;
  if (change.kind === 'create') {
    if (current) throw new LocalWriteError('This item exists already');
    return {
      step: { type: 'append', kind: 'create', baseRev: 0, fields: change.fields, at },
      fields: change.fields,
    };
  }
  if (!current) {
    if (change.kind === 'delete') return { step: { type: 'none' }, fields: null };
    throw new LocalWriteError('This item is no longer here');
  }
  if (change.kind === 'delete')
    return { step: { type: 'append', kind: 'delete', baseRev: rev, fields: {}, at }, fields: null };

  const wanted = typeof change.fields === 'function' ? change.fields(current) : change.fields;
  const changed = changedFields(current, wanted);
  if (Object.keys(changed).length === 0) return { step: { type: 'none' }, fields: current };
  const fields = { ...current, ...changed };
  // A text's edit starts from what the screen showed, not from the synced copy alone: while an earlier
  // entry's text is queued, that text is shown (a pull does not change it), and a base taken from a newer
  // pulled copy would make the entry undo, unseen, what another device changed there.
  const before = replay(synced, earlier);
  const baseRev = shownRev(rev, last ? [...earlier, last] : earlier, Object.keys(changed));
  if (canAmend(last, baseRev)) {
    // The entry's text started from the base it names; a text field it did not change yet starts now.
    const base = last.kind === 'update' ? textBase(before, Object.keys(changed), last.base) : undefined;
    const amended = { ...last.fields, ...changed };
    return { step: { type: 'amend', localId: last.localId, fields: amended, ...stamp(at, base) }, fields };
  }
  const base = textBase(last ? replay(before, [last]) : before, Object.keys(changed), undefined);
  return {
    step: { type: 'append', kind: 'update', baseRev, fields: changed, ...stamp(at, base) },
    fields,
  };
}
