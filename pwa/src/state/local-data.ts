// What this device keeps for the signed-in user, and the one way to forget it (DESIGN: signing out clears
// the user's local data). Keys under USER_KEY_PREFIX belong to the user, and so does the user's Dexie
// database; device-level keys such as the last visit stay, because they describe the browser, not the
// account.
import { forgetUserDatabases } from '../data/user-databases.ts';

export const USER_KEY_PREFIX = 'travel-blog:user:';

/** A localStorage key that clearLocalUserData() removes. */
export const userStorageKey = (name: string): string => `${USER_KEY_PREFIX}${name}`;

/**
 * Removes every per-user key, and deletes the user's database (after the sync engine stops; the deletion
 * finishes in the background). Storage is passed as a getter because touching localStorage throws where
 * the browser blocks site data; there is then nothing stored to clear.
 */
export function clearLocalUserData(
  storage: () => Storage = () => localStorage,
  userId: string | null = null,
): void {
  try {
    const store = storage();
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
    for (const key of keys) {
      if (key?.startsWith(USER_KEY_PREFIX)) store.removeItem(key);
    }
  } catch {
    // Blocked storage holds nothing of ours.
  }
  void forgetUserDatabases(userId);
}
