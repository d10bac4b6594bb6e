import { describe, expect, it } from 'vitest';
import { EDGE_GAP, type PlacementInput, placeToasts } from './toast-placement.ts';

// A 390 × 844 phone: the header (with the sync status) fills the top 200 px.
const phone: PlacementInput = {
  view: { top: 0, bottom: 844 },
  layoutHeight: 844,
  stack: { left: 12, right: 378, height: 60 },
  narrow: true,
  headerBottom: 200,
  keepClear: [{ top: 150, bottom: 170, left: 200, right: 380 }],
};
const field = (top: number) => ({ top, bottom: top + 44, left: 16, right: 374 });

describe('placeToasts', () => {
  it('puts them at the bottom of a phone screen, clear of the header', () => {
    expect(placeToasts(phone)).toEqual({ bottom: EDGE_GAP });
  });

  it('stays above an on-screen keyboard', () => {
    // The keyboard hides the lower 340 px: the visible page ends at 504.
    expect(placeToasts({ ...phone, view: { top: 0, bottom: 504 } })).toEqual({ bottom: 340 + EDGE_GAP });
  });

  it('moves below the header when the field being typed in sits at the bottom', () => {
    const keepClear = [...phone.keepClear, field(440)];
    expect(placeToasts({ ...phone, view: { top: 0, bottom: 504 }, keepClear })).toEqual({
      top: 200 + EDGE_GAP,
    });
  });

  it('uses the top of the screen once the header has scrolled away', () => {
    const scrolled = { ...phone, view: { top: 0, bottom: 504 }, headerBottom: null, keepClear: [field(440)] };
    expect(placeToasts(scrolled)).toEqual({ top: EDGE_GAP });
  });

  it('keeps top-right on a wide screen unless the sync status is there', () => {
    const wide = { ...phone, narrow: false, stack: { left: 600, right: 952, height: 60 }, headerBottom: 80 };
    expect(placeToasts({ ...wide, keepClear: [{ top: 20, bottom: 40, left: 100, right: 300 }] })).toEqual({
      top: EDGE_GAP,
    });
    expect(placeToasts({ ...wide, keepClear: [{ top: 20, bottom: 40, left: 700, right: 900 }] })).toEqual({
      top: 80 + EDGE_GAP,
    });
  });

  it('covers as little as it can when nothing is clear, and never leaves the screen', () => {
    const cramped = { ...phone, view: { top: 0, bottom: 300 }, keepClear: [field(0), field(250)] };
    expect(placeToasts(cramped)).toEqual({ top: 200 + EDGE_GAP });
    const tall = { ...phone, stack: { ...phone.stack, height: 900 } };
    expect(placeToasts(tall)).toEqual({ bottom: EDGE_GAP });
  });
});
