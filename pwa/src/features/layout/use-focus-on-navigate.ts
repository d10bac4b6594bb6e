import { useRouter } from '@tanstack/react-router';
import { type RefObject, useEffect } from 'react';

/**
 * After an in-app navigation, moves focus to the new page's main heading (or to <main>), so keyboard and
 * screen-reader users start at the new content instead of on the link they just used. The first load
 * is left alone: the browser already starts at the top of the document.
 */
export function useFocusOnNavigate(main: RefObject<HTMLElement | null>): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        const container = main.current;
        if (!container) return;
        const heading = container.querySelector<HTMLElement>('h1');
        const target = heading ?? container;
        // A heading is not focusable by default; -1 makes it focusable by script but not by Tab.
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
      }),
    [router, main],
  );
}
