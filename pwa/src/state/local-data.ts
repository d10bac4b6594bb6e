// What this device keeps per user, and the one way to forget it (DESIGN: signing out clears the user's
// local data). Each user's keys sit under their own prefix and each user has their own Dexie database, so
// one account's sign-out, or another account signing in, never touches someone else's unsent work.
// Device-level keys (the last visit, the session of whoever is signed in here) describe the browser.
import { forgetUserDatabase } from '../data/user-databases.ts';

export const USER_KEY_PREFIX = 'travel-blog:user:';

/** A localStorage key of `userId`'s, which only their own sign-out removes. */
export const userStorageKey = (userId: string, name: string): string => `${USER_KEY_PREFIX}${userId}:${name}`;

/**
 * Removes `userId`'s keys and deletes their database (after the sync engine stops; the deletion finishes
 * in the background). Storage is passed as a getter because touching localStorage throws where the
 * browser blocks site data; there is then nothing stored to clear.
 */
export function clearLocalUserData(userId: string, storage: () => Storage = () => localStorage): void {
  const prefix = userStorageKey(userId, '');
  try {
    const store = storage();
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
    for (const key of keys) {
      if (key?.startsWith(prefix)) store.removeItem(key);
    }
  } catch {
    // Blocked storage holds nothing of ours.
  }
  void forgetUserDatabase(userId);
}
