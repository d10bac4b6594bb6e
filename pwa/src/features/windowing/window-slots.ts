// What a windowed list puts in the DOM: the rows near the viewport, in normal flow, and a spacer for each
// run of rows left out, as tall as those rows are estimated or were measured. Rows in flow cannot overlap
// when a measure is off, and a table keeps real rows (absolutely placed rows would not be table rows).

/** A row the virtualizer placed, in the list's coordinates as it keeps them (starting at `listStart`). */
export interface PlacedRow {
  index: number;
  key: string | number | bigint;
  start: number;
  end: number;
}

export type Slot =
  | { kind: 'row'; index: number; key: string }
  | { kind: 'spacer'; key: string; height: number };

export interface SlotLayout {
  /** Where the list's first row starts, in the rows' coordinates (the virtualizer's scrollMargin). */
  listStart: number;
  /** The whole list's height, every row counted, from its first row's top to its last row's bottom. */
  totalSize: number;
  /** The container's space between two children (CSS row-gap); a spacer is a child too. */
  gap: number;
}

// Below half a pixel a spacer would only round away; leaving it out keeps the DOM still.
const MIN_SPACER = 0.5;

/** The rows (in ascending index order) and the spacers standing for the rows between and around them. */
export function windowSlots(rows: readonly PlacedRow[], { listStart, totalSize, gap }: SlotLayout): Slot[] {
  const slots: Slot[] = [];
  // Where the next child of the container starts (after the previous one and the gap that follows it).
  let next = 0;
  const spacer = (key: string, height: number) => {
    if (height < MIN_SPACER) return;
    slots.push({ kind: 'spacer', key, height });
    next += height + gap;
  };
  for (const row of rows) {
    const top = row.start - listStart;
    if (top - next >= MIN_SPACER) spacer(`spacer-before-${String(row.key)}`, top - next - gap);
    slots.push({ kind: 'row', index: row.index, key: String(row.key) });
    next = row.end - listStart + gap;
  }
  // The last child ends where the list ends: no gap after it.
  const rest = rows.length === 0 ? totalSize : totalSize - (next - gap);
  if (rest >= MIN_SPACER) spacer('spacer-after', rows.length === 0 ? rest : rest - gap);
  return slots;
}
