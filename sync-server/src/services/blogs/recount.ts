// The owner's blogs and featuredBlogs counters, recounted rather than incremented, so they stay true
// whatever interleaving of creates, edits and deletes happened.
import type { Deps } from '../../deps';
import { recordProfileChange } from '../sync/profile-feed';
import { users } from '../users/user-doc';
import { blogs } from './blog-doc';

export async function recountUserBlogs(deps: Pick<Deps, 'store'>, userId: string): Promise<void> {
  const [all, featured] = await Promise.all([
    blogs(deps).count({ userID: userId }),
    blogs(deps).count({ userID: userId, featured: true }),
  ]);
  const { modified } = await users(deps).updateOne(
    { _id: userId },
    { $set: { blogs: all, featuredBlogs: featured } },
  );
  // Only a count that moved is news; callers run after the blog write's lock is released.
  if (modified > 0) await recordProfileChange(deps, userId);
}
