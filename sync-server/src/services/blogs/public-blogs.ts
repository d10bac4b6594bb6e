// What visitors read: published, unsuspended blogs, and the view counter they raise.
import type { Deps } from '../../deps';
import { NotFoundError } from '../errors';
import { BLOG_NOT_FOUND, type BlogDoc, blogs, PUBLIC_FILTER } from './blog-doc';

export function listPublicBlogs(deps: Pick<Deps, 'store'>): Promise<BlogDoc[]> {
  return blogs(deps).find({ ...PUBLIC_FILTER }, { sort: { createdAt: -1 } });
}

export async function getPublicBlog(deps: Pick<Deps, 'store'>, id: string): Promise<BlogDoc> {
  const blog = await blogs(deps).findOne({ _id: id, ...PUBLIC_FILTER });
  if (!blog) throw new NotFoundError(BLOG_NOT_FOUND);
  return blog;
}

/** One atomic $inc per view, so concurrent readers never lose a count. */
export async function raiseViews(deps: Pick<Deps, 'store'>, id: string): Promise<BlogDoc> {
  const blog = await blogs(deps).findOneAndUpdate({ _id: id, ...PUBLIC_FILTER }, { $inc: { views: 1 } });
  if (!blog) throw new NotFoundError(BLOG_NOT_FOUND);
  return blog;
}
