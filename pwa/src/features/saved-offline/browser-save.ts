// Saving and removing with the browser's caches and network, on this device's screen: the same variants
// the photo prefetch keeps, so a saved blog's photos are the ones the prefetch keeps while it is saved.
import type { UserDb } from '../../data/db.ts';
import { deviceScreen } from '../../data/photo-prefetch-runner.ts';
import { removeSavedBlog, saveBlogOffline } from '../../data/save-offline.ts';
import type { SavedDoc } from '../../data/saved-blogs.ts';

export const canSave = (): boolean => typeof caches !== 'undefined';

export function saveInBrowser(db: UserDb, doc: SavedDoc, onProgress?: (done: number, total: number) => void) {
  return saveBlogOffline(db, doc, {
    caches,
    fetch: (input, init) => fetch(input, init),
    screen: deviceScreen(),
    onProgress,
  });
}

export const removeInBrowser = (db: UserDb, id: string): Promise<void> => removeSavedBlog(db, id, caches);
