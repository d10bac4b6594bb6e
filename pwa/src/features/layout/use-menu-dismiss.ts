import { type RefObject, useEffect } from 'react';

/**
 * While a disclosure menu is open: Escape closes it and gives focus back to its button (`close(true)`);
 * a press or focus anywhere outside `root` closes it where the user went (`close(false)`). Escape inside
 * a modal dialog opened from the menu (sign out with unsent changes) belongs to that dialog.
 */
export function useMenuDismiss(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  close: (refocus: boolean) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && root.current !== null && !root.current.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      const inDialog = event.target instanceof Element && event.target.closest('[aria-modal="true"]');
      if (event.key === 'Escape' && !inDialog) close(true);
    };
    const onAway = (event: Event) => {
      if (outside(event.target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onAway);
    document.addEventListener('focusin', onAway);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onAway);
      document.removeEventListener('focusin', onAway);
    };
  }, [root, open, close]);
}
