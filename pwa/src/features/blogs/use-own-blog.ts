import { useLiveQuery } from 'dexie-react-hooks';
import type { UserDb } from '../../data/db.ts';
import type { LocalBlog } from '../../data/records.ts';

export type OwnBlogState = { state: 'loading' } | { state: 'missing' } | { state: 'found'; blog: LocalBlog };

const LOADING: OwnBlogState = { state: 'loading' };

/**
 * The user's own blog, live from db.blogs. While this device has never finished a pull (a fresh sign-in,
 * or a reset) and can reach the server, a blog not here yet may still arrive, so that reads as loading.
 */
export function useOwnBlog(db: UserDb, id: string, online: boolean): OwnBlogState {
  return (
    useLiveQuery(async (): Promise<OwnBlogState> => {
      const blog = await db.blogs.get(id);
      if (blog) return { state: 'found', blog };
      const meta = await db.meta.get('sync');
      return online && !meta?.cursor ? LOADING : { state: 'missing' };
    }, [db, id, online]) ?? LOADING
  );
}
