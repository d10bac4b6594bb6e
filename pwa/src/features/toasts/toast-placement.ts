// Where the toast stack goes (pure, so every case is tested). Toasts must never hide what the user is
// watching or typing in: the header's sync status and the focused field. On a wide screen they sit
// top-right (SPEC §9); on a phone the header fills the top of the screen, so they sit at the bottom of
// the visible part of the page (above an on-screen keyboard). When that spot would cover something kept
// clear, the next spot is tried: just below the header, then the opposite edge.

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface PlacementInput {
  /** The visible part of the page, in the px `position: fixed` uses (a keyboard shortens it). */
  view: { top: number; bottom: number };
  /** The layout viewport's height, which `bottom` of a fixed element counts from. */
  layoutHeight: number;
  /** The stack's sides and height; only its top is placed. */
  stack: { left: number; right: number; height: number };
  /** A phone-sized screen: the bottom edge comes first. */
  narrow: boolean;
  /** The header's bottom edge, or null when it is not on screen. */
  headerBottom: number | null;
  /** What must stay visible: the sync status, the field being typed in. */
  keepClear: readonly Box[];
}

/**
 * The stack's place as fixed-position offsets. At the bottom it is held by its bottom edge, so a toast
 * added before the next measure grows the stack upwards, never off the screen.
 */
export type Placement = { top: number } | { bottom: number };

/** Space between the stack and an edge, in px. */
export const EDGE_GAP = 12;

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The first spot, in the screen's order of preference, that covers nothing kept clear. */
export function placeToasts({
  view,
  layoutHeight,
  stack,
  narrow,
  headerBottom,
  keepClear,
}: PlacementInput): Placement {
  const spot = (top: number, place: Placement = { top }) => ({ top, place });
  const atTop = spot(view.top + EDGE_GAP);
  const atBottom = spot(view.bottom - EDGE_GAP - stack.height, {
    bottom: layoutHeight - view.bottom + EDGE_GAP,
  });
  const belowHeader = headerBottom !== null && headerBottom > view.top ? spot(headerBottom + EDGE_GAP) : null;
  const fits = (top: number) => top >= view.top && top + stack.height <= view.bottom;
  const spots = (narrow ? [atBottom, belowHeader, atTop] : [atTop, belowHeader, atBottom]).filter(
    (s): s is ReturnType<typeof spot> => s !== null && fits(s.top),
  );
  const covered = (top: number) =>
    keepClear.reduce(
      (sum, box) =>
        sum + overlap({ top, bottom: top + stack.height, left: stack.left, right: stack.right }, box),
      0,
    );
  // A stack taller than the screen cannot avoid everything: it keeps its usual edge.
  let best = spots[0] ?? (narrow ? atBottom : atTop);
  let least = Number.POSITIVE_INFINITY;
  for (const candidate of spots) {
    const area = covered(candidate.top);
    if (area === 0) return candidate.place;
    if (area < least) [best, least] = [candidate, area];
  }
  return best.place;
}
