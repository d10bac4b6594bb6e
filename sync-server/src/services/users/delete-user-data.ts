// Deleting an account removes everything it owns: blogs and their images, photos uploaded for blogs (and
// those part-way up), the avatar, tasks, drafts, conflicts, devices and the change log, the invoice, then
// the user itself (last, so an interrupted deletion can simply be retried).
import type { Deps } from '../../deps';
import { BLOGS, type BlogDoc, imagesOf } from '../blogs/blog-doc';
import { deleteBlogTx, type SyncedBlog } from '../blogs/blog-writes';
import { releaseImages } from '../blogs/release-images';
import { NotFoundError } from '../errors';
import { writeBlog } from '../sync/blog-feed';
import { CHANGES, SCOPES, scopeEntries, userScope } from '../sync/change-log';
import { CONFLICTS } from '../sync/conflicts';
import { IMAGES, type ImageDoc } from '../sync/images';
import { SUPERSEDED } from '../sync/log-compaction';
import { recordProfileChange } from '../sync/profile-feed';
import { SYNC_CLIENTS } from '../sync/sync-clients';
import { TOMBSTONES } from '../sync/tombstones';
import { UPLOADS, type UploadDoc } from '../sync/upload-doc';
import { dropUpload } from '../sync/upload-finish';
import { TASKS } from '../tasks/task-doc';
import { INVOICES } from './invoice';
import { releaseAvatar } from './release-avatar';
import { getUserDoc, users } from './user-doc';

/** Answers the ids of the deleted blogs. */
export async function deleteUserData(deps: Pick<Deps, 'store' | 'blobs'>, userId: string): Promise<string[]> {
  const user = await getUserDoc(deps, userId);
  const blogs = deps.store.collection<BlogDoc>(BLOGS);
  const owned = await blogs.find({ userID: userId });
  await writeBlog(deps, userId, async (tx) => {
    for (const blog of owned) await deleteBlogTx(tx, blog as SyncedBlog);
  });
  await releaseImages(deps, owned.flatMap(imagesOf));
  const uploaded = await deps.store.collection<ImageDoc>(IMAGES).find({ userID: userId });
  await releaseImages(
    deps,
    uploaded.map((d) => d.ref),
  );
  for (const upload of await deps.store.collection<UploadDoc>(UPLOADS).find({ userID: userId }))
    await dropUpload(deps, upload);
  if (user.avatar) {
    await users(deps).updateOne({ _id: userId }, { $set: { avatar: '' } });
    // Before the log goes (it takes this entry with it, leaving nothing behind), so that if the deletion
    // stops right here the user's devices, still signed in, stop showing the released picture.
    // recordProfileChange logs nothing for a user who is already gone.
    await recordProfileChange(deps, userId);
    await releaseAvatar(deps, user.avatar);
  }
  for (const name of [TASKS, 'drafts', CONFLICTS, SYNC_CLIENTS, TOMBSTONES])
    await deps.store.collection(name).deleteMany({ userID: userId });
  // The tags kept of replaced entries (log-compaction.ts) go before the scope: a scope made again restarts
  // its seqs, which left-over tags would name.
  for (const name of [CHANGES, SUPERSEDED])
    await deps.store.collection(name).deleteMany(scopeEntries(userScope(userId)));
  await deps.store.collection(SCOPES).deleteOne({ _id: userScope(userId) });
  await deps.store.collection(INVOICES).deleteMany({ userID: userId });
  if ((await users(deps).deleteOne({ _id: userId })) === 0) throw new NotFoundError('User not found');
  return owned.map((b) => b._id);
}
