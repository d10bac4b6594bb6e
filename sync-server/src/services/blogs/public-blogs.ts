// What visitors read: published, unsuspended blogs, and the view counter they raise (once per visitor
// and window, view-window.ts; counted beside the blog, view-counts.ts; told to the owner's devices through
// the change log, sync/view-feed.ts).
import type { Deps } from '../../deps';
import { NotFoundError } from '../errors';
import { feedViews } from '../sync/view-feed';
import { BLOG_NOT_FOUND, type BlogDoc, blogs, isPublic, PUBLIC_FILTER } from './blog-doc';
import { viewsChanged } from './public-version';
import { addView, dropViewCount } from './view-counts';
import { isNewView } from './view-window';

export function listPublicBlogs(deps: Pick<Deps, 'store'>): Promise<BlogDoc[]> {
  return blogs(deps).find({ ...PUBLIC_FILTER }, { sort: { createdAt: -1 } });
}

export async function getPublicBlog(deps: Pick<Deps, 'store'>, id: string): Promise<BlogDoc> {
  const blog = await blogs(deps).findOne({ _id: id, ...PUBLIC_FILTER });
  if (!blog) throw new NotFoundError(BLOG_NOT_FOUND);
  return blog;
}

/** A visit by the client at address: counted when it is the visitor's first in the window. */
export async function raiseViews(
  deps: Pick<Deps, 'store' | 'log' | 'viewFeedMs'>,
  id: string,
  address: string,
): Promise<BlogDoc> {
  const shown = await getPublicBlog(deps, id);
  if (!(await isNewView(deps, id, address))) return shown;
  await addView(deps, id);
  await viewsChanged(deps);
  const blog = await blogs(deps).findOne({ _id: id });
  // Deleted meanwhile: its delete took any earlier counter, so the one this view made goes too.
  if (!blog) await dropViewCount(deps.store, id);
  else feedViews(deps, id);
  if (!blog || !isPublic(blog)) throw new NotFoundError(BLOG_NOT_FOUND);
  return blog;
}
