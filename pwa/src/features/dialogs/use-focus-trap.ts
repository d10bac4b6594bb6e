import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While mounted: focus starts on `initial`, Tab and Shift+Tab cycle inside `container`, Escape calls
 * `onEscape`; on unmount focus returns to whatever had it before (the button that opened the dialog).
 * Listening on the document means a click on the backdrop cannot let focus or Escape slip out.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  initial: RefObject<HTMLElement | null>,
  onEscape: () => void,
): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initial.current ?? container.current)?.focus();
    return () => opener?.focus();
  }, [container, initial]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const box = container.current;
      if (!box) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const inside = box.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container, onEscape]);
}
