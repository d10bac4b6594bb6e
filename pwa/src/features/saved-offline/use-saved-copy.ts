import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import type { UserDb } from '../../data/db.ts';
import { markSavedBlogGone } from '../../data/save-offline.ts';
import type { SavedBlog } from '../../data/saved-blogs.ts';
import type { PublicBlogState } from '../blog-page/use-public-blog.ts';
import { saveInBrowser } from './browser-save.ts';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A public blog's page with the copy saved for offline reading: read from the device when the network
 * cannot give it, refreshed when read online and changed, and marked when the server no longer has it
 * public (404), which the page then says, offering to remove it.
 */
export function useSavedCopy(
  db: UserDb,
  id: string,
  source: PublicBlogState,
  online: boolean,
): { source: PublicBlogState; saved: SavedBlog | null | undefined } {
  const saved = useLiveQuery(async () => (await db.savedBlogs.get(id)) ?? null, [db, id]);
  const refreshing = useRef(false);
  const fresh = source.state === 'found' ? source.doc : null;

  useEffect(() => {
    if (!saved || !online) return;
    if (source.state === 'missing' && !saved.gone) markSavedBlogGone(db, id).catch(() => {});
    if (!fresh || refreshing.current || (!saved.gone && same(fresh, saved.doc))) return;
    refreshing.current = true;
    // Best effort: a refresh that cannot fetch a photo keeps the copy readable as it was.
    saveInBrowser(db, fresh)
      .catch(() => {})
      .finally(() => {
        refreshing.current = false;
      });
  }, [db, id, saved, fresh, source.state, online]);

  const unreadable = source.state === 'offline' || source.state === 'missing' || source.state === 'failed';
  if (saved && unreadable) return { source: { state: 'found', doc: saved.doc }, saved };
  return { source, saved };
}
