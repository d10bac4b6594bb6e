// A blog as stored, and the lookups every blog verb starts from.
import type { Blog } from '../../../../shared/entities/blog';
import type { ImageRef } from '../../../../shared/entities/image';
import type { Deps } from '../../deps';
import type { Collection } from '../../ports/document-store';
import { NotFoundError } from '../errors';
import { withoutBookkeeping } from '../sync/stamps';

export type BlogDoc = Blog;

export const BLOGS = 'blogs';
export const BLOG_NOT_FOUND = 'Blog not found';

export function blogs(deps: Pick<Deps, 'store'>): Collection<BlogDoc> {
  return deps.store.collection<BlogDoc>(BLOGS);
}

export function imagesOf(blog: Pick<Blog, 'imageData'>): ImageRef[] {
  const { heroImage, imageUrls } = blog.imageData;
  return heroImage ? [heroImage, ...imageUrls] : [...imageUrls];
}

export async function getBlog(deps: Pick<Deps, 'store'>, id: string): Promise<BlogDoc> {
  const blog = await blogs(deps).findOne({ _id: id });
  if (!blog) throw new NotFoundError(BLOG_NOT_FOUND);
  return blog;
}

/** Another user's blog answers exactly like a missing one, so ids reveal nothing. */
export async function getOwnBlog(deps: Pick<Deps, 'store'>, userId: string, id: string): Promise<BlogDoc> {
  const blog = await blogs(deps).findOne({ _id: id, userID: userId });
  if (!blog) throw new NotFoundError(BLOG_NOT_FOUND);
  return blog;
}

/** Published and not suspended: what visitors may read. */
export const PUBLIC_FILTER = { publish: true, suspended: false } as const;

/** PUBLIC_FILTER, for a blog in hand. */
export function isPublic(blog: Pick<BlogDoc, 'publish' | 'suspended'>): boolean {
  return blog.publish === true && blog.suspended === false;
}

/** A blog as answers show it: without the sync bookkeeping (which names the owner's devices and admins). */
export function blogView(doc: BlogDoc): BlogDoc {
  return withoutBookkeeping(doc);
}
