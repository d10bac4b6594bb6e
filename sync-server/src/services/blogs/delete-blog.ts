// DELETE /api/blogs/{id} (owner) and /api/blogs/admin-delete/{id} (admin): the blog goes, then its
// images that no other blog shows, then the owner's counters are recounted. The owner's delete made on an
// older view than an edit since keeps the blog in a `deleted` conflict (blog-writes.ts deleteBlogTx).
import type { Deps } from '../../deps';
import { afterCommit } from '../after-commit';
import { NotFoundError } from '../errors';
import { quotaLimits } from '../quotas/limits';
import { UserQuota } from '../quotas/user-quota';
import { writeBlog } from '../sync/blog-feed';
import { BLOG_NOT_FOUND, BLOGS, type BlogDoc, blogs, imagesOf } from './blog-doc';
import { deleteBlogTx, type SyncedBlog } from './blog-writes';
import { recountUserBlogs } from './recount';
import { releaseImages } from './release-images';

export async function deleteBlog(
  deps: Pick<Deps, 'store' | 'blobs' | 'log' | 'quotas'>,
  id: string,
  filter: { userID?: string },
  /** The owner's: the revision the website showed (If-Match); a delete on an older one keeps a copy. */
  baseRev?: number,
): Promise<BlogDoc> {
  const owner = await blogs(deps).findOne({ _id: id, ...filter }, { projection: { userID: 1 } });
  if (!owner) throw new NotFoundError(BLOG_NOT_FOUND);
  const blog = await writeBlog(deps, owner.userID, async (tx) => {
    const current = await tx.collection<SyncedBlog>(BLOGS).findOne({ _id: id, ...filter });
    if (!current) throw new NotFoundError(BLOG_NOT_FOUND);
    await deleteBlogTx(tx, current, { baseRev, quota: new UserQuota(quotaLimits(deps)) });
    return current;
  });
  await releaseImages(deps, imagesOf(blog));
  await afterCommit(deps, 'recounting blogs', () => recountUserBlogs(deps, blog.userID));
  return blog;
}
