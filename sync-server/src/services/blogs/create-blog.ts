// POST /api/blogs/ and POST /api/admin/create/user-blog/admin: a blog with its hero and images.
import type { z } from 'zod';
import type { createBlogSchema } from '../../../../shared/api/blogs';
import { formatDate, formatTime } from '../../../../shared/dates';
import { newId } from '../../../../shared/ids';
import type { Deps } from '../../deps';
import { withBlogFeed } from '../sync/blog-feed';
import type { UserDoc } from '../users/user-doc';
import { type BlogDoc, blogs } from './blog-doc';
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

export async function createBlog(
  deps: Pick<Deps, 'store' | 'blobs'>,
  owner: Pick<UserDoc, '_id' | 'name'>,
  fields: CreateBlogFields,
  files: BlogFiles,
  options: { createdByAdmin?: boolean; now?: Date } = {},
): Promise<BlogDoc> {
  const now = options.now ?? new Date();
  const hero = files.heroImage ? await uploadImages(deps, [files.heroImage]) : null;
  let images: Uploaded;
  try {
    images = await uploadImages(deps, files.images);
  } catch (error) {
    await releaseImages(deps, hero?.refs ?? []);
    throw error;
  }
  const blog: BlogDoc = {
    _id: newId(now.getTime()),
    // The author is always the owner's name, whatever the form sent.
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
    createdByAdmin: options.createdByAdmin ?? false,
    edited: false,
    imageData: { heroImage: hero?.refs[0] ?? null, imageUrls: images.refs },
    rev: 1,
  };
  try {
    await withBlogFeed(deps, blog._id, owner._id, () => blogs(deps).insertOne(blog));
  } catch (error) {
    await releaseImages(deps, [...(hero?.refs ?? []), ...images.refs]);
    throw error;
  }
  await hero?.confirm();
  await images.confirm();
  await recountUserBlogs(deps, owner._id);
  return blog;
}
