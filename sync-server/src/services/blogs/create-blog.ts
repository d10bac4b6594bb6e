// POST /api/blogs/ and POST /api/admin/create/user-blog/admin: a blog with its hero and images.
import type { z } from 'zod';
import type { createBlogSchema } from '../../../../shared/api/blogs';
import { formatDate, formatTime } from '../../../../shared/dates';
import type { ImageData } from '../../../../shared/entities/image';
import { newId } from '../../../../shared/ids';
import type { Deps } from '../../deps';
import { failpoint } from '../../failpoints';
import { afterCommit } from '../after-commit';
import { assertPhotoCount } from '../quotas/document-size';
import { quotaLimits } from '../quotas/limits';
import { UserQuota } from '../quotas/user-quota';
import { writeBlog } from '../sync/blog-feed';
import { type RestWriter, restWriterOn, WEB_WRITER } from '../sync/writers';
import type { UserDoc } from '../users/user-doc';
import { BLOGS, type BlogDoc } from './blog-doc';
import { insertBlogTx } from './blog-writes';
import { recountUserBlogs } from './recount';
import { releaseImages } from './release-images';
import { type Uploaded, uploadImages } from './upload-images';

export type CreateBlogFields = z.output<typeof createBlogSchema>;

export interface BlogFiles {
  heroImage?: Uint8Array | undefined;
  images: Uint8Array[];
}

export function stamp(now: Date): string {
  return `${formatDate(now)} ${formatTime(now)}`;
}

/** A new blog as both REST and a device create it. */
export function newBlogDoc(
  id: string,
  owner: Pick<UserDoc, '_id' | 'name'>,
  fields: CreateBlogFields,
  imageData: ImageData,
  createdByAdmin: boolean,
  now: Date,
): BlogDoc {
  return {
    _id: id,
    // The author is always the owner's name, whatever the form sent (stamped again under the owner's
    // lock, blog-writes.ts insertBlogTx, and carried along by a rename, rename-author.ts).
    author: owner.name,
    blogTitle: fields.blogTitle,
    country: fields.country,
    blogBody: fields.blogBody,
    featured: fields.featured,
    publish: fields.publish,
    suspended: false,
    status: fields.publish ? 'published' : 'draft',
    lastEdited: stamp(now),
    views: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    userID: owner._id,
    createdByAdmin,
    edited: false,
    imageData,
  };
}

export async function createBlog(
  deps: Pick<Deps, 'store' | 'blobs' | 'quotas' | 'log'>,
  owner: Pick<UserDoc, '_id' | 'name'>,
  fields: CreateBlogFields,
  files: BlogFiles,
  /** by: who writes (the owner on the website, or `adminWriter(adminId)`), for the fields' writers. */
  options: { createdByAdmin?: boolean; by?: RestWriter; now?: Date } = {},
): Promise<BlogDoc> {
  const now = options.now ?? new Date();
  // Refused before any photo is encoded; the count is taken again under the owner's lock.
  const limits = quotaLimits(deps);
  assertPhotoCount(files.images.length, limits);
  await new UserQuota(limits).take(deps.store.collection(BLOGS), 'blog', owner._id);
  const hero = files.heroImage ? await uploadImages(deps, [files.heroImage]) : null;
  let images: Uploaded;
  try {
    images = await uploadImages(deps, files.images);
  } catch (error) {
    await releaseImages(deps, hero?.refs ?? []);
    throw error;
  }
  // The crash tests kill the server here: the blobs are stored, the blog is not (faults/).
  failpoint('blog.images-stored');
  const blog = newBlogDoc(
    newId(now.getTime()),
    owner,
    fields,
    { heroImage: hero?.refs[0] ?? null, imageUrls: images.refs },
    options.createdByAdmin ?? false,
    now,
  );
  let author = blog.author;
  try {
    const from = restWriterOn(options.by ?? WEB_WRITER, owner._id);
    const { doc } = await writeBlog(deps, owner._id, (tx) =>
      insertBlogTx(tx, blog, from, now, new UserQuota(limits)),
    );
    // The name the owner has now, which insertBlogTx stamps (a rename may have come since owner was read).
    author = doc?.author ?? author;
  } catch (error) {
    await releaseImages(deps, [...(hero?.refs ?? []), ...images.refs]);
    throw error;
  }
  await hero?.confirm();
  await images.confirm();
  await afterCommit(deps, 'recounting blogs', () => recountUserBlogs(deps, owner._id));
  return { ...blog, author };
}
