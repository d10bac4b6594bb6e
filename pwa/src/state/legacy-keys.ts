// Before keys were kept per user, the signed-in user's keys sat straight under the prefix
// ("travel-blog:user:new-blog-unsaved"). Any sign-out removed them all, so whatever is still there belongs
// to the user the stored session names; it moves under that user's prefix, and nothing is dropped.
import { USER_KEY_PREFIX, userStorageKey } from './local-data.ts';

/** Moves the old-layout keys other than `sessionKey` to `ownerId`'s prefix, never over a key there. */
export function adoptLegacyKeys(store: Storage, sessionKey: string, ownerId: string): void {
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
  for (const key of keys) {
    if (!key?.startsWith(USER_KEY_PREFIX) || key === sessionKey) continue;
    const name = key.slice(USER_KEY_PREFIX.length);
    // User ids hold no colon: a name with one is already in the per-user layout.
    if (name.includes(':')) continue;
    const value = store.getItem(key);
    const target = userStorageKey(ownerId, name);
    if (value === null || store.getItem(target) !== null) continue;
    store.setItem(target, value);
    store.removeItem(key);
  }
}
