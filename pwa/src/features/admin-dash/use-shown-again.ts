import { useEffect, useRef } from 'react';

/**
 * Calls `onShown` when the page becomes visible again: the tab is brought back, the phone is unlocked,
 * or the page returns from the back-forward cache (what it shows may be stale by then).
 */
export function useShownAgain(onShown: () => void): void {
  const latest = useRef(onShown);
  useEffect(() => {
    latest.current = onShown;
  });
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
}
