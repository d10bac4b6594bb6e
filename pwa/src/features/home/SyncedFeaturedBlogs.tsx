import type { UserDb } from '../../data/db.ts';
import { FeaturedList } from './FeaturedList.tsx';
import { useSyncedFeaturedBlogs } from './use-featured-blogs.ts';

/** The featured blogs of a signed-in user's synced feed (loaded lazily by FeaturedBlogs). */
export function SyncedFeaturedBlogs({ db }: { db: UserDb }) {
  return <FeaturedList feed={useSyncedFeaturedBlogs(db)} />;
}
