// Deleting an account removes everything it owns: blogs and their images, tasks, the invoice, the
// avatar, then the user itself (last, so an interrupted deletion can simply be retried).
import type { Deps } from '../../deps';
import { BLOGS, type BlogDoc, imagesOf } from '../blogs/blog-doc';
import { releaseImages } from '../blogs/release-images';
import { NotFoundError } from '../errors';
import { withBlogFeed } from '../sync/blog-feed';
import { TASKS } from '../tasks/task-doc';
import { INVOICES } from './invoice';
import { releaseAvatar } from './release-avatar';
import { getUserDoc, users } from './user-doc';

/** Answers the ids of the deleted blogs. */
export async function deleteUserData(deps: Pick<Deps, 'store' | 'blobs'>, userId: string): Promise<string[]> {
  const user = await getUserDoc(deps, userId);
  const blogs = deps.store.collection<BlogDoc>(BLOGS);
  const owned = await blogs.find({ userID: userId });
  for (const blog of owned)
    await withBlogFeed(deps, blog._id, userId, () => blogs.deleteOne({ _id: blog._id }));
  await releaseImages(deps, owned.flatMap(imagesOf));
  await deps.store.collection(TASKS).deleteMany({ userID: userId });
  await deps.store.collection(INVOICES).deleteMany({ userID: userId });
  if (user.avatar) {
    await users(deps).updateOne({ _id: userId }, { $set: { avatar: '' } });
    await releaseAvatar(deps, user.avatar);
  }
  if ((await users(deps).deleteOne({ _id: userId })) === 0) throw new NotFoundError('User not found');
  return owned.map((b) => b._id);
}
