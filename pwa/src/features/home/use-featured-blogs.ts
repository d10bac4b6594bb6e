import { useLiveQuery } from 'dexie-react-hooks';
import type { UserDb } from '../../data/db.ts';
import { publicFeedSummaries } from '../../data/public-copies.ts';
import { featuredOnly, summarizeAll } from './public-feed.ts';
import { type FeedState, useNetworkFeed } from './use-network-feed.ts';

/**
 * The synced public feed of a signed-in user's database, live; null until the first pull has filled it
 * (no cursor yet), undefined while the query runs.
 */
function useSyncedFeed(db: UserDb) {
  return useLiveQuery(async () => {
    const meta = await db.meta.get('sync');
    if (!meta?.cursor) return null;
    // The summaries: a heavy feed's stories stay unread.
    return summarizeAll(await publicFeedSummaries(db));
  }, [db]);
}

/**
 * SPEC §2 Home for a signed-in user: the synced feed (live, and offline without a request), or the
 * network list with its device copy while their first pull has not finished.
 */
export function useSyncedFeaturedBlogs(db: UserDb): FeedState {
  const synced = useSyncedFeed(db);
  const network = useNetworkFeed(synced === null);
  if (synced === undefined) return { status: 'loading' };
  return synced ? { status: 'ready', blogs: featuredOnly(synced) } : network;
}
