// The shared step of every image change on a blog: under the blog's lock, read it, compute the new
// imageData, save it with the edit stamp; afterwards release what is no longer shown. Files are encoded
// before the lock is taken, so a slow upload never holds other edits of the blog back.
import type { ImageData, ImageRef } from '../../../../shared/entities/image';
import type { Deps } from '../../deps';
import { NotFoundError } from '../errors';
import { quotaLimits } from '../quotas/limits';
import { UserQuota } from '../quotas/user-quota';
import { writeBlog } from '../sync/blog-feed';
import { BLOG_NOT_FOUND, BLOGS, type BlogDoc, imagesOf } from './blog-doc';
import { type SyncedBlog, updateBlogTx } from './blog-writes';
import { releaseImages } from './release-images';
import { editStamps } from './update-blog';

export type ImageEdit = (current: ImageData) => ImageData;

export async function editImages(
  deps: Pick<Deps, 'store' | 'blobs' | 'quotas'>,
  blogId: string,
  filter: { userID?: string },
  edit: ImageEdit,
  now = new Date(),
): Promise<BlogDoc> {
  const owner = await deps.store
    .collection<BlogDoc>(BLOGS)
    .findOne({ _id: blogId, ...filter }, { projection: { userID: 1 } });
  if (!owner) throw new NotFoundError(BLOG_NOT_FOUND);
  const { before, after } = await writeBlog(deps, owner.userID, async (tx) => {
    const current = await tx.collection<SyncedBlog>(BLOGS).findOne({ _id: blogId, ...filter });
    if (!current) throw new NotFoundError(BLOG_NOT_FOUND);
    const next = edit(current.imageData);
    const images = { heroImage: next.heroImage, imageUrls: next.imageUrls };
    // The gallery's photo limit holds here, whatever the edit added (quotas/document-size.ts).
    const quota = new UserQuota(quotaLimits(deps));
    const outcome = await updateBlogTx(tx, current, images, { edited: editStamps(now), now, quota });
    if (!outcome.doc) throw new NotFoundError(BLOG_NOT_FOUND);
    return { before: current, after: outcome.doc };
  });
  const kept = new Set(imagesOf(after).map((r) => r.id));
  await releaseImages(
    deps,
    imagesOf(before).filter((r) => !kept.has(r.id)),
  );
  return after;
}

/** Appends images the blog does not show yet (the same picture twice would make imgID ambiguous). */
export function appendImages(current: ImageData, added: readonly ImageRef[]): ImageData {
  const shown = new Set(current.imageUrls.map((r) => r.id));
  return { ...current, imageUrls: [...current.imageUrls, ...added.filter((r) => !shown.has(r.id))] };
}
