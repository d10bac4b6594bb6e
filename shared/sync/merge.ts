// The conflict rule of the sync protocol (DESIGN "Sync protocol" §5), a pure function the server runs for
// every update of a synced document, whichever path it came by (a pushed mutation, the website, an admin).
// A document keeps, per field, a stamp of the write that gave the field its value. A change made on
// baseRev, per field it names:
//   - nobody wrote the field since baseRev, or its own device did earlier (a lower seq): the change wins;
//   - someone else wrote it since: the two are concurrent. A text field that carries the text the change
//     started from merges three ways (text-merge.ts); otherwise, and where merged texts collide, the edit
//     made later wins: the time the device recorded, clamped by the caller to when the server received
//     it, ties by writer id. The other value is returned as a conflict, kept for the owner to restore.
// No value a writer had not seen is ever replaced without a conflict that holds it.
import { TEXT_MERGED_FIELDS } from './protocol';
import { mergeText } from './text-merge';
import { sameValue } from './values';

export type Fields = Record<string, unknown>;

/** Who wrote a value: a device's clientId, or a name the server gives its other writers. */
export type WriterId = string;

/** The write that gave a field its value. */
export interface FieldStamp {
  rev: number;
  /** null when unknown (written before writers were kept). */
  by: WriterId | null;
  /** When the edit was made (ms), clamped to its arrival; 0 when unknown. */
  at: number;
  /** The writing device's seq, which orders that device's own writes. */
  seq?: number;
}

export interface Stored {
  rev: number;
  fields: Fields;
  /** A field missing here was written at rev 0 by nobody known. */
  stamps: Record<string, FieldStamp>;
  /** The store's revision floor: the write's revision lies above it too (a restored store's, else 0). */
  floor?: number;
}

export interface Change {
  baseRev: number;
  /** Only the fields the writer changed: an unchanged field sent along would count as a write. */
  fields: Fields;
  by: WriterId;
  /** When the edit was made, already clamped to its arrival. */
  at: number;
  /** Per field, when its value was written where that is not `at` (clamped alike). */
  fieldAt?: Record<string, number> | undefined;
  seq?: number;
  /** For text-merged fields: the text the edit started from. */
  base?: Record<string, string>;
}

export interface FieldConflict {
  field: string;
  /** The value the document keeps. */
  kept: unknown;
  /** The value that lost; the owner can see and restore it. */
  lost: unknown;
  keptBy: WriterId | null;
  lostBy: WriterId | null;
  /** For a merged text: the colliding stretches, as kept and as lost. */
  hunks?: { kept: string; lost: string }[];
}

export interface MergeResult {
  /** The fields to write (only those that change), at revision rev. */
  set: Fields;
  rev: number;
  stamps: Record<string, FieldStamp>;
  conflicts: FieldConflict[];
  /** 'merged' when a concurrent write to a field was decided (a conflict, or texts merged). */
  outcome: 'applied' | 'merged';
}

/**
 * The time a write counts as made: when its device recorded it, but never after the server received it,
 * so a device clock running ahead cannot win every conflict.
 */
export function clampTime(recorded: number | undefined, received: number): number {
  return recorded === undefined ? received : Math.min(recorded, received);
}

const UNKNOWN: FieldStamp = { rev: 0, by: null, at: 0 };

/** Did the change's writer see the field's current value (or write it, earlier)? */
function seen(stamp: FieldStamp, change: Change): boolean {
  if (stamp.rev <= change.baseRev) return true;
  return (
    stamp.by === change.by && stamp.seq !== undefined && change.seq !== undefined && change.seq > stamp.seq
  );
}

/** The stamp a write gives one field, at revision rev. */
function stampOf(writer: Writer, field: string, rev: number): FieldStamp {
  return {
    rev,
    by: writer.by,
    at: writer.fieldAt?.[field] ?? writer.at,
    ...(writer.seq !== undefined && { seq: writer.seq }),
  };
}

/** Of two concurrent writes, is the change the later one? Ties go to the greater writer id. */
function isLater(change: Pick<FieldStamp, 'at' | 'by'>, stamp: FieldStamp): boolean {
  if (change.at !== stamp.at) return change.at > stamp.at;
  return (change.by ?? '') > (stamp.by ?? '');
}

export function merge(stored: Stored, change: Change): MergeResult {
  const rev = Math.max(stored.rev, stored.floor ?? 0) + 1;
  const set: Fields = {};
  const stamps = { ...stored.stamps };
  const conflicts: FieldConflict[] = [];
  let decided = false;
  for (const [field, incoming] of Object.entries(change.fields)) {
    const current = stored.fields[field];
    if (sameValue(current, incoming)) continue;
    const stamp = stored.stamps[field] ?? UNKNOWN;
    const mine = stampOf(change, field, rev);
    if (seen(stamp, change)) {
      set[field] = incoming;
      stamps[field] = mine;
      continue;
    }
    decided = true;
    const later = isLater(mine, stamp);
    const base = change.base?.[field];
    const text = (TEXT_MERGED_FIELDS as readonly string[]).includes(field);
    if (text && typeof base === 'string' && typeof current === 'string' && typeof incoming === 'string') {
      const merged = mergeText(base, current, incoming, later, field === 'blogTitle' ? 'words' : 'lines');
      if (merged.text !== current) {
        set[field] = merged.text;
        // Both wrote the merged text, so neither device's own later write may replace it unseen: the
        // stamp names the later writer for the time rule but carries no seq.
        const by = later ? change.by : stamp.by;
        stamps[field] = { rev, by, at: Math.max(mine.at, stamp.at) };
      }
      if (merged.hunks.length > 0) {
        const [keptBy, lostBy] = later ? [change.by, stamp.by] : [stamp.by, change.by];
        conflicts.push({ field, kept: merged.text, lost: merged.other, keptBy, lostBy, hunks: merged.hunks });
      }
      continue;
    }
    if (later) {
      set[field] = incoming;
      stamps[field] = mine;
      conflicts.push({ field, kept: incoming, lost: current, keptBy: change.by, lostBy: stamp.by });
    } else {
      conflicts.push({ field, kept: current, lost: incoming, keptBy: stamp.by, lostBy: change.by });
    }
  }
  return { set, rev, stamps, conflicts, outcome: decided ? 'merged' : 'applied' };
}

/** Who makes a write and when: a field's stamp but its revision, with the change's per-field times. */
type Writer = Omit<FieldStamp, 'rev'> & Pick<Change, 'fieldAt'>;

/** The stamps of a freshly created document: every field written by its creator at its first rev. */
export function createdStamps(fields: Fields, writer: Writer, rev = 1): Record<string, FieldStamp> {
  return Object.fromEntries(Object.keys(fields).map((field) => [field, stampOf(writer, field, rev)]));
}
