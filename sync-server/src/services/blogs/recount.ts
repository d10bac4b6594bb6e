// The owner's blogs and featuredBlogs counters, recounted rather than incremented, so they stay true
// whatever interleaving of creates, edits and deletes happened.
import type { Deps } from '../../deps';
import { users } from '../users/user-doc';
import { blogs } from './blog-doc';

export async function recountUserBlogs(deps: Pick<Deps, 'store'>, userId: string): Promise<void> {
  const [all, featured] = await Promise.all([
    blogs(deps).count({ userID: userId }),
    blogs(deps).count({ userID: userId, featured: true }),
  ]);
  await users(deps).updateOne({ _id: userId }, { $set: { blogs: all, featuredBlogs: featured } });
}
