// Windowing for a long list on a page that scrolls as a whole (issue 31: 5,000 tasks drew 78,000 DOM nodes
// and took 1.6 s to show). Only the rows near the viewport are in the DOM, each measured as drawn (task
// text wraps), with spacers (window-slots.ts) standing for the rest.
import {
  defaultRangeExtractor,
  measureElement,
  type Range,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { type FocusEvent, type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type Slot, windowSlots } from './window-slots.ts';

/** Rows drawn beyond each edge of the viewport, so Tab and Shift+Tab always land on a drawn row. */
const OVERSCAN = 6;
/**
 * A list this short is drawn whole (about 1,500 DOM nodes for tasks): windowing pays only for long lists,
 * and a short one keeps the browser's find-in-page and every row reachable without scrolling.
 */
export const DRAWN_WHOLE = 100;

export interface WindowRowsOptions {
  count: number;
  /** A stable key per row (its document's id), under which its measured height is kept. */
  getItemKey: (index: number) => string;
  /** A row's height in px until it is drawn and measured. */
  estimate: number;
}

export interface WindowRows<E extends HTMLElement> {
  /** The element whose children are the rows (a list, a table body). */
  containerRef: RefObject<E | null>;
  /** For each row element, with its index in `data-index`: measures it as drawn. */
  measureRef: (node: Element | null) => void;
  slots: Slot[];
  /** On the container: the row that holds focus stays drawn while it is scrolled away. */
  onFocus: (event: FocusEvent<E>) => void;
  onBlur: (event: FocusEvent<E>) => void;
}

interface Geometry {
  /** The container's top in the document, which is where the virtualizer's rows start. */
  top: number;
  gap: number;
}

/**
 * Where the container sits in the page and its row gap, read again whenever the page's layout changes
 * (an error line above the list, a banner, a phone turned sideways).
 */
function useGeometry(ref: RefObject<HTMLElement | null>): Geometry {
  const [geometry, setGeometry] = useState<Geometry>({ top: 0, gap: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const gap = Number.parseFloat(getComputedStyle(element).rowGap) || 0;
      setGeometry((was) => (Math.abs(was.top - top) < 0.5 && was.gap === gap ? was : { top, gap }));
    };
    read();
    window.addEventListener('resize', read);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(read) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', read);
      observer?.disconnect();
    };
  }, [ref]);
  return geometry;
}

/**
 * The browser's scroll anchoring would also make up for a row above the viewport that grows when first
 * measured, which the virtualizer already does: the page would jump by twice the difference.
 */
function useNoScrollAnchoring(): void {
  useLayoutEffect(() => {
    const { style } = document.body;
    const was = style.overflowAnchor;
    style.overflowAnchor = 'none';
    return () => {
      style.overflowAnchor = was;
    };
  }, []);
}

export function useWindowRows<E extends HTMLElement>({
  count,
  getItemKey,
  estimate,
}: WindowRowsOptions): WindowRows<E> {
  const containerRef = useRef<E>(null);
  const { top, gap } = useGeometry(containerRef);
  useNoScrollAnchoring();
  const focused = useRef<number | null>(null);

  const rangeExtractor = useCallback((range: Range) => {
    if (range.count <= DRAWN_WHOLE) return Array.from({ length: range.count }, (_, index) => index);
    const indexes = defaultRangeExtractor(range);
    const kept = focused.current;
    if (kept === null || kept >= range.count || indexes.includes(kept)) return indexes;
    return [...indexes, kept].sort((a, b) => a - b);
  }, []);

  const measure = useCallback(
    (element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>) =>
      // A row not laid out (jsdom, a hidden page) measures 0; taken as is, every row would fit the window.
      measureElement(element, entry, instance) || estimate,
    [estimate],
  );

  const virtualizer = useWindowVirtualizer({
    count,
    getItemKey,
    estimateSize: () => estimate,
    measureElement: measure,
    rangeExtractor,
    overscan: OVERSCAN,
    scrollMargin: top,
    gap,
    // The first render already draws the rows the window will show, before its size has been read.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  // A row first drawn above the viewport stood as part of a spacer at its estimated height, and the
  // virtualizer scrolls by the difference. In a list drawn whole no row ever stood in a spacer: its first
  // measure moved nothing on the page, so scrolling for it would make the page jump.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange =
    count <= DRAWN_WHOLE
      ? (item, _delta, instance) =>
          instance.itemSizeCache.has(item.key) &&
          item.end <= (instance.scrollOffset ?? 0) &&
          instance.scrollDirection !== 'backward'
      : undefined;

  const onFocus = useCallback((event: FocusEvent<E>) => {
    const row = event.target instanceof Element ? event.target.closest('[data-index]') : null;
    focused.current = row ? Number(row.getAttribute('data-index')) : null;
  }, []);
  const onBlur = useCallback((event: FocusEvent<E>) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node && event.currentTarget.contains(to))) focused.current = null;
  }, []);

  const slots = windowSlots(virtualizer.getVirtualItems(), {
    listStart: top,
    totalSize: virtualizer.getTotalSize(),
    gap,
  });
  return { containerRef, measureRef: virtualizer.measureElement, slots, onFocus, onBlur };
}
