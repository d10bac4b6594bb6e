import { useLiveQuery } from 'dexie-react-hooks';
import type { UserDb } from '../../data/db.ts';
import { useUserData } from '../sync/use-user-data.ts';
import { featuredOnly, summarizeAll } from './public-feed.ts';
import { type FeedState, useNetworkFeed } from './use-network-feed.ts';

/**
 * The synced public feed of a signed-in user's database, live; null until the first pull has filled it
 * (no cursor yet), undefined while the query runs.
 */
function useSyncedFeed(db: UserDb | null) {
  return useLiveQuery(async () => {
    if (!db) return null;
    const meta = await db.meta.get('sync');
    if (!meta?.cursor) return null;
    return summarizeAll(await db.publicBlogs.orderBy('createdAt').reverse().toArray());
  }, [db]);
}

/**
 * SPEC §2 Home: the featured blogs. A signed-in user reads the synced feed (live, and offline without a
 * request); a visitor, or a user whose first pull has not finished, the network list with its device copy.
 */
export function useFeaturedBlogs(): FeedState {
  const data = useUserData();
  const synced = useSyncedFeed(data?.db ?? null);
  const useNetwork = !data || synced === null;
  const network = useNetworkFeed(useNetwork);
  if (data && synced === undefined) return { status: 'loading' };
  const state: FeedState = synced ? { status: 'ready', blogs: synced } : network;
  return state.status === 'ready' ? { ...state, blogs: featuredOnly(state.blogs) } : state;
}
