// A blog's author is its owner's name (create-blog.ts), so a rename carries the new name onto every blog
// the owner has, each logged like any blog write: in the owner's scope for their devices, and in the
// public feed when the blog is public. It is not an edit of the blog: no revision, stamp, status or
// lastEdited moves, so it never meets an edit made on a device as a conflict. Runs under the owner's
// scope lock, where blogs are created too (insertBlogTx reads the name there), so no blog keeps a name
// its owner no longer has. A user has at most quotas.blogs of them, so this is bounded.
import type { LockedStore } from '../../ports/document-store';
import { BLOGS, isPublic } from './blog-doc';
import { logWrite, type SyncedBlog } from './blog-writes';

/** Gives userId's blogs that name another author `name`; answers how many there were. */
export async function renameAuthorTx(
  tx: LockedStore,
  userId: string,
  name: string,
  now = new Date(),
): Promise<number> {
  const col = tx.collection<SyncedBlog>(BLOGS);
  const stale = { userID: userId, author: { $ne: name } };
  const renamed = await col.find(stale, { projection: { _id: 1, rev: 1, publish: 1, suspended: 1 } });
  if (renamed.length === 0) return 0;
  await col.updateMany(stale, { $set: { author: name } });
  for (const blog of renamed)
    await logWrite(tx, { _id: blog._id, userID: userId }, blog.rev ?? 0, now, isPublic(blog));
  return renamed.length;
}
