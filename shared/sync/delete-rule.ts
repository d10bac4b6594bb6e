// What a delete had not seen (pure). A delete always wins: the document goes, its tombstone stays. But a
// delete made on an older revision may remove an edit another writer had acknowledged after it, which its
// writer never saw; then the server keeps the document as it was, in a conflict of kind `deleted` that the
// owner can undo from any device (protocol rule 5: no acknowledged write is lost without a trace).
import type { FieldStamp, WriterId } from './merge';

/** The kind of a conflict that keeps a deleted document whose delete had not seen an edit of it. */
export const DELETED_CONFLICT = 'deleted';
export type ConflictKind = typeof DELETED_CONFLICT;

/** What the owner is told of such a conflict, on every device. */
export const DELETED_CONFLICT_TEXT = 'deleted on one device while changed on another';

export interface Delete {
  /** The revision the deleting writer had; the current one when it has seen everything. */
  baseRev: number;
  by: WriterId;
  /** The deleting device's seq, which orders that device's own writes. */
  seq?: number;
}

export interface UnseenEdit {
  field: string;
  stamp: FieldStamp;
}

/**
 * The last field written after the delete's base by a writer other than the deleting one (a device's own
 * earlier write, a lower seq, counts as seen, as for an update in merge.ts); null when it saw everything.
 */
export function unseenEdit(stamps: Readonly<Record<string, FieldStamp>>, del: Delete): UnseenEdit | null {
  let last: UnseenEdit | null = null;
  for (const [field, stamp] of Object.entries(stamps)) {
    if (stamp.rev <= del.baseRev) continue;
    const own =
      stamp.by === del.by && stamp.seq !== undefined && del.seq !== undefined && del.seq > stamp.seq;
    if (own) continue;
    if (!last || stamp.rev > last.stamp.rev) last = { field, stamp };
  }
  return last;
}
