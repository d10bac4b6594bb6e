import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalBlog } from '../../data/records.ts';
import type { UserData } from '../../data/user-data.ts';
import { useOnline } from '../../pwa/use-online.ts';

/**
 * One of the user's own blogs, live from their database: null when this device does not have it,
 * undefined while reading. Right after signing in the first pull may still be bringing it down, so a blog
 * missing before then (while online) counts as still loading.
 */
export function useOwnBlog(data: UserData, blogId: string): LocalBlog | null | undefined {
  const online = useOnline();
  const found = useLiveQuery(async () => {
    const blog = (await data.db.blogs.get(blogId)) ?? null;
    const pulled = Boolean((await data.db.meta.get('sync'))?.cursor);
    return { blog, pulled };
  }, [data.db, blogId]);
  if (!found || (!found.blog && !found.pulled && online)) return undefined;
  return found.blog;
}
