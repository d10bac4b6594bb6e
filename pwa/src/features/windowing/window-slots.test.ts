import { describe, expect, it } from 'vitest';
import { type PlacedRow, windowSlots } from './window-slots.ts';

/** Rows of `size` px spaced by `gap`, in a list that starts `listStart` px down the page. */
function placed(indexes: number[], { size = 100, gap = 10, listStart = 500 } = {}): PlacedRow[] {
  return indexes.map((index) => {
    const start = listStart + index * (size + gap);
    return { index, key: `k${index}`, start, end: start + size };
  });
}

/** Where each child starts when laid out in flow with `gap` between children (what the browser does). */
function flow(slots: ReturnType<typeof windowSlots>, size: number, gap: number): Record<string, number> {
  const tops: Record<string, number> = {};
  let y = 0;
  for (const slot of slots) {
    tops[slot.key] = y;
    y += (slot.kind === 'spacer' ? slot.height : size) + gap;
  }
  tops.end = y - gap;
  return tops;
}

describe('window slots', () => {
  it('puts no spacer around a list drawn whole', () => {
    const slots = windowSlots(placed([0, 1, 2]), { listStart: 500, totalSize: 320, gap: 10 });
    expect(slots).toEqual([
      { kind: 'row', index: 0, key: 'k0' },
      { kind: 'row', index: 1, key: 'k1' },
      { kind: 'row', index: 2, key: 'k2' },
    ]);
  });

  it('stands spacers for the rows left out, so each drawn row lands where the virtualizer placed it', () => {
    // 100 rows of 100 px with 10 px gaps; drawn: 40 to 42, and 90 (the row holding focus).
    const totalSize = 100 * 110 - 10;
    const slots = windowSlots(placed([40, 41, 42, 90]), { listStart: 500, totalSize, gap: 10 });
    expect(slots.map((slot) => slot.key)).toEqual([
      'spacer-before-k40',
      'k40',
      'k41',
      'k42',
      'spacer-before-k90',
      'k90',
      'spacer-after',
    ]);
    const tops = flow(slots, 100, 10);
    expect(tops.k40).toBe(40 * 110);
    expect(tops.k42).toBe(42 * 110);
    expect(tops.k90).toBe(90 * 110);
    expect(tops.end).toBe(totalSize);
  });

  it('works the same without a gap (a table)', () => {
    const slots = windowSlots(placed([5, 6], { gap: 0, size: 40, listStart: 0 }), {
      listStart: 0,
      totalSize: 20 * 40,
      gap: 0,
    });
    expect(slots[0]).toEqual({ kind: 'spacer', key: 'spacer-before-k5', height: 200 });
    expect(slots.at(-1)).toEqual({ kind: 'spacer', key: 'spacer-after', height: 13 * 40 });
  });
});
