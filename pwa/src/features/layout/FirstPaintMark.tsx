import { useLayoutEffect, useSyncExternalStore } from 'react';
import { firstPaintDone, markFirstPaint, subscribeFirstPaint } from '../../first-paint.ts';

/** Whether the app's first page has been painted, or nothing holds what waits for it (first-paint.ts). */
export function useFirstPaintDone(): boolean {
  return useSyncExternalStore(subscribeFirstPaint, firstPaintDone, () => true);
}

// Should the browser never report a contentful paint, what waits starts this long after the first frame.
const AT_THE_LATEST_MS = 500;

/**
 * Rendered once beside the router. The page is empty until React's first commit, so its first contentful
 * paint is that commit on screen: the browser reports it (Paint Timing), which is later than the end of
 * the frame that drew it. A browser without Paint Timing gets the task after that frame. A hidden page
 * paints nothing, so there the mark comes at once, or as soon as the page is hidden.
 */
export function FirstPaintMark() {
  useLayoutEffect(() => {
    if (document.visibilityState === 'hidden') return markFirstPaint();
    const reportsPaint = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint') ?? false;
    let observer: PerformanceObserver | undefined;
    if (reportsPaint) {
      observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) markFirstPaint();
      });
      observer.observe({ type: 'paint', buffered: true });
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(markFirstPaint, reportsPaint ? AT_THE_LATEST_MS : 0);
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') markFirstPaint();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      observer?.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);
  return null;
}
