import { lazy, Suspense } from 'react';
import { useUserData } from '../sync/use-user-data.ts';
import { FeaturedList } from './FeaturedList.tsx';
import { useNetworkFeed } from './use-network-feed.ts';

// A signed-in user's feed is read live from their database, which a visitor never downloads.
const SyncedFeaturedBlogs = lazy(() =>
  import('./SyncedFeaturedBlogs.tsx').then((module) => ({ default: module.SyncedFeaturedBlogs })),
);

function NetworkFeaturedBlogs() {
  return <FeaturedList feed={useNetworkFeed(true)} />;
}

/**
 * SPEC §2 Home: the featured blogs. A signed-in user reads the synced feed (live, and offline without a
 * request); a visitor the network list, a page at a time, with its device copy.
 */
export function FeaturedBlogs() {
  const data = useUserData();
  if (!data) return <NetworkFeaturedBlogs />;
  return (
    <Suspense fallback={<FeaturedList feed={{ status: 'loading' }} />}>
      <SyncedFeaturedBlogs db={data.db} />
    </Suspense>
  );
}
