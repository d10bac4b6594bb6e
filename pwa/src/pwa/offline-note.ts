// Issue 15: "ready to work offline" is news once per device. The device remembers that it said it, so a
// worker installed afresh later (after the browser dropped the old one) does not say it again.
import { pwaState } from './pwa-state.ts';

const KEY = 'travel-blog:offline-note-shown';

/**
 * Shows the note unless this device has shown it before. Storage is passed as a getter because touching
 * localStorage throws where the browser blocks site data; the note is then shown, as the install is news.
 */
export function announceOfflineReady(storage: () => Storage = () => localStorage): void {
  try {
    const store = storage();
    if (store.getItem(KEY) !== null) return;
    store.setItem(KEY, new Date().toISOString());
  } catch {
    // Nothing remembered: say it this once.
  }
  pwaState.offlineReady = true;
}
