import { useLayoutEffect, useState } from 'react';
import { type Box, type Placement, placeToasts } from './toast-placement.ts';

/** The breakpoint in notices.css below which toasts start at the bottom (phones). */
const NARROW = '(max-width: 37.5rem)';
/** The header's sync status (and its retry button): the user watches it while writing. */
const SYNC_STATUS = '.sync-indicator';
/** Kept clear too: the sync status, and the notices at the bottom (an update waits, the demo banner). */
const KEEP_CLEAR = `${SYNC_STATUS}, .pwa-toast, .demo-notice`;
const HEADER = '.site-header';
/** A phone's tab bar, fixed at the bottom: the toasts stand on it rather than cover it. */
const TAB_BAR = '.tab-bar';
/** Fields someone types in; a focused checkbox or button does not need the keyboard. */
const TYPED_IN = 'input:not([type="checkbox"], [type="radio"]), textarea, select, [contenteditable="true"]';

function boxOf(element: Element | null): Box | null {
  const rect = element?.getBoundingClientRect();
  return rect && rect.width > 0 && rect.height > 0 ? rect : null;
}

function measure(list: HTMLElement): Placement {
  const visual = window.visualViewport;
  // The visual viewport leaves out an on-screen keyboard that the layout viewport still reaches under.
  const seen = visual
    ? { top: visual.offsetTop, bottom: visual.offsetTop + visual.height }
    : { top: 0, bottom: window.innerHeight };
  const bar = boxOf(document.querySelector(TAB_BAR));
  const view = bar ? { top: seen.top, bottom: Math.min(seen.bottom, bar.top) } : seen;
  const stack = list.getBoundingClientRect();
  const focused = document.activeElement;
  const field = focused?.matches(TYPED_IN) && !list.contains(focused) ? boxOf(focused) : null;
  const shown = Array.from(document.querySelectorAll(KEEP_CLEAR), boxOf);
  return placeToasts({
    view,
    layoutHeight: window.innerHeight,
    stack: { left: stack.left, right: stack.right, height: stack.height },
    narrow: window.matchMedia?.(NARROW).matches ?? false,
    headerBottom: boxOf(document.querySelector(HEADER))?.bottom ?? null,
    keepClear: [...shown, field].filter((box): box is Box => box !== null),
  });
}

/**
 * Places the toast stack (pass `ref` to its list): answers its offsets, null before the first measure
 * (the CSS places it then). Measured again whenever the page scrolls or resizes, a keyboard opens, focus
 * moves, or the stack or header changes size (a toast comes or goes, the sync status rewraps).
 */
export function useToastPlacement(): { ref: (list: HTMLElement | null) => void; place: Placement | null } {
  const [list, setList] = useState<HTMLElement | null>(null);
  const [place, setPlace] = useState<Placement | null>(null);
  useLayoutEffect(() => {
    if (!list) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setPlace(measure(list));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    const listen = { passive: true, capture: true } as const;
    const targets: EventTarget[] = [window, ...(window.visualViewport ? [window.visualViewport] : [])];
    for (const target of targets) {
      target.addEventListener('resize', later, listen);
      target.addEventListener('scroll', later, listen);
    }
    document.addEventListener('focusin', later, listen);
    document.addEventListener('focusout', later, listen);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    for (const watched of [list, document.querySelector(HEADER), document.querySelector(SYNC_STATUS)]) {
      if (watched) resized?.observe(watched);
    }
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      for (const target of targets) {
        target.removeEventListener('resize', later, listen);
        target.removeEventListener('scroll', later, listen);
      }
      document.removeEventListener('focusin', later, listen);
      document.removeEventListener('focusout', later, listen);
    };
  }, [list]);
  return { ref: setList, place };
}
