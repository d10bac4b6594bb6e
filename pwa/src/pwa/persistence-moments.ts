// When to ask for persistent storage. Browsers grant it far more readily to an installed app (Chrome
// decides by itself from how the site is used; Firefox asks the user), and someone who has just written
// something offline has a reason to say yes. Asking on every page load would only be refused, or nag.
import type { UserDb } from '../data/db.ts';
import { watchLocalWrites } from '../data/sync-triggers.ts';
import { onUserDataClosing } from '../data/user-data.ts';
import { askForPersistentStorage, requestPersistentStorage } from './storage-persistence.ts';

let installWatched = false;
/** A database kept open across an ended session is watched once, however often its user signs in. */
const watched = new WeakSet<UserDb>();

function isInstalledApp(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true; // iOS
  return standalone || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

function watchInstall(): void {
  if (installWatched) return;
  installWatched = true;
  // Installing is the strongest sign the user wants the data kept, whatever was answered before.
  window.addEventListener('appinstalled', () => void requestPersistentStorage(), { once: true });
  if (isInstalledApp()) void askForPersistentStorage();
}

/**
 * Asks once the app is installed (or runs as one), or after the first write stored in `db` while the
 * browser is offline, whichever comes first; stops watching `db` when it closes.
 */
export function askForPersistenceWhenLikely(db: UserDb): void {
  watchInstall();
  if (watched.has(db)) return;
  watched.add(db);
  let stopWrites = () => {};
  const unregister = onUserDataClosing(async (closing) => {
    if (closing.db === db) stop();
  });
  function stop() {
    watched.delete(db);
    stopWrites();
    unregister();
  }
  stopWrites = watchLocalWrites(db, () => {
    if (navigator.onLine) return;
    stop();
    void askForPersistentStorage();
  });
}
