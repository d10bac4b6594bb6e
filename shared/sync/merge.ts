// The conflict rule of the sync protocol (DESIGN "Sync protocol" §5), a pure function run by the server
// for every pushed update. A document keeps, per field, the revision that last wrote it. A mutation was
// made against baseRev:
//   - a field nobody changed since baseRev takes the mutation's value (edits to different fields merge);
//   - a field someone else changed since baseRev is a conflict. The winner is decided by a total order on
//     the values themselves, never by arrival time or a client clock, so two concurrent writes end the
//     same whichever reaches the server first; the losing value is returned to be kept for the owner.

export type Fields = Record<string, unknown>;

export interface Stored {
  rev: number;
  fields: Fields;
  /** The revision that last wrote each field; a field missing here was written at rev 0. */
  fieldRevs: Record<string, number>;
}

export interface Change {
  baseRev: number;
  /** Only the fields the user changed: an unchanged field sent along would count as a write. */
  fields: Fields;
}

export interface FieldConflict {
  field: string;
  /** The value the document keeps. */
  kept: unknown;
  /** The value that lost; the owner can see and restore it. */
  lost: unknown;
}

export interface MergeResult {
  /** The fields to write (only those that change), at revision rev. */
  set: Fields;
  rev: number;
  fieldRevs: Record<string, number>;
  conflicts: FieldConflict[];
  /** 'applied' when nothing conflicted, 'merged' when a field conflict was decided. */
  outcome: 'applied' | 'merged';
}

/** A total order on JSON values: the canonical JSON text, compared as strings. */
export function orderKey(value: unknown): string {
  return JSON.stringify(canonical(value)) ?? 'undefined';
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Fields)[k])]),
    );
  }
  return value;
}

function same(a: unknown, b: unknown): boolean {
  return orderKey(a) === orderKey(b);
}

export function merge(stored: Stored, change: Change): MergeResult {
  const rev = stored.rev + 1;
  const set: Fields = {};
  const fieldRevs = { ...stored.fieldRevs };
  const conflicts: FieldConflict[] = [];
  for (const [field, incoming] of Object.entries(change.fields)) {
    const current = stored.fields[field];
    if (same(current, incoming)) continue;
    const concurrent = (stored.fieldRevs[field] ?? 0) > change.baseRev;
    if (!concurrent) {
      set[field] = incoming;
      fieldRevs[field] = rev;
      continue;
    }
    const incomingWins = orderKey(incoming) > orderKey(current);
    conflicts.push({
      field,
      kept: incomingWins ? incoming : current,
      lost: incomingWins ? current : incoming,
    });
    if (incomingWins) {
      set[field] = incoming;
      fieldRevs[field] = rev;
    }
  }
  return { set, rev, fieldRevs, conflicts, outcome: conflicts.length ? 'merged' : 'applied' };
}

/** Who wrote a value: a device's clientId or a name the server gives its other writers; null when unknown. */
export type WriterId = string;

export interface AttributedConflict extends FieldConflict {
  /** Who wrote the value the document keeps, null when nobody recorded it. */
  keptBy: WriterId | null;
  /** Who wrote the value that lost. */
  lostBy: WriterId | null;
}

export interface Attribution {
  /** Who last wrote each field, after the merge; a field missing here has no known writer. */
  fieldBy: Record<string, WriterId>;
  conflicts: AttributedConflict[];
}

/**
 * The writers beside a merge (pure, kept like fieldRevs): the incoming writer wrote every field the merge
 * sets. In a conflict its value is on the side it ended on (kept exactly when the merge set the field),
 * and the stored value's writer, `fieldBy[field]`, is on the other side.
 */
export function attribute(
  result: MergeResult,
  fieldBy: Record<string, WriterId>,
  writer: WriterId,
): Attribution {
  const next = { ...fieldBy };
  for (const field of Object.keys(result.set)) next[field] = writer;
  const conflicts = result.conflicts.map((conflict): AttributedConflict => {
    const stored = fieldBy[conflict.field] ?? null;
    const incomingKept = Object.hasOwn(result.set, conflict.field);
    return { ...conflict, keptBy: incomingKept ? writer : stored, lostBy: incomingKept ? stored : writer };
  });
  return { fieldBy: next, conflicts };
}
