import { useEffect, useRef } from 'react';
import { pwaState } from '../../pwa/pwa-state.ts';

/** How long "ready to work offline" stays: long enough to read, short enough not to be in the way. */
export const OFFLINE_NOTE_MS = 5000;

const hide = () => {
  pwaState.offlineReady = false;
};

/**
 * Shown once per device (pwa/offline-note.ts), it goes after OFFLINE_NOTE_MS, on "ok", or as soon as the
 * page is pressed anywhere else: on a phone it stands over the page, and a person who has started using
 * the page has no need of it. If the keyboard is on its button by then it waits until focus moves on, so
 * focus is never dropped on the page.
 */
export function OfflineNote() {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = note.current;
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      if (!box?.contains(document.activeElement)) hide();
    }, OFFLINE_NOTE_MS);
    const onFocusOut = (event: FocusEvent) => {
      if (expired && !(event.relatedTarget instanceof Node && box?.contains(event.relatedTarget))) hide();
    };
    const onPress = (event: PointerEvent) => {
      if (!(event.target instanceof Node && box?.contains(event.target))) hide();
    };
    box?.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPress, true);
    return () => {
      clearTimeout(timer);
      box?.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPress, true);
    };
  }, []);

  return (
    <div ref={note} className="pwa-toast pwa-toast--quiet">
      <p>ready to work offline</p>
      <button type="button" className="button button--quiet" onClick={hide}>
        ok
      </button>
    </div>
  );
}
