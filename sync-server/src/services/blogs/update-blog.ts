// PUT /api/blogs/{id} (owner) and PUT /api/admin/{id} (admin). An edit stamps status "edited" and
// lastEdited (SPEC §4); views never change here, and suspended only when an admin says so.
import type { Deps } from '../../deps';
import { NotFoundError } from '../errors';
import { withBlogFeed } from '../sync/blog-feed';
import { BLOG_NOT_FOUND, type BlogDoc, blogs } from './blog-doc';
import { stamp } from './create-blog';
import { recountUserBlogs } from './recount';

export interface BlogChanges {
  blogTitle?: string | undefined;
  country?: string | undefined;
  blogBody?: string | undefined;
  featured?: boolean | undefined;
  publish?: boolean | undefined;
  suspended?: boolean | undefined;
}

const EDITABLE = ['blogTitle', 'country', 'blogBody', 'featured', 'publish', 'suspended'] as const;

/** filter narrows which blog may change: `{ userID }` for an owner, nothing more for an admin. */
export async function updateBlog(
  deps: Pick<Deps, 'store'>,
  id: string,
  filter: { userID?: string },
  changes: BlogChanges,
  now = new Date(),
): Promise<BlogDoc> {
  const $set: Record<string, unknown> = {
    status: 'edited',
    edited: true,
    lastEdited: stamp(now),
    updatedAt: now.toISOString(),
  };
  for (const key of EDITABLE) if (changes[key] !== undefined) $set[key] = changes[key];
  const current = await blogs(deps).findOne({ _id: id, ...filter }, { projection: { userID: 1 } });
  if (!current) throw new NotFoundError(BLOG_NOT_FOUND);
  const updated = await withBlogFeed(deps, id, current.userID, () =>
    blogs(deps).findOneAndUpdate({ _id: id, ...filter }, { $set, $inc: { rev: 1 } }),
  );
  if (!updated) throw new NotFoundError(BLOG_NOT_FOUND);
  if (changes.featured !== undefined) await recountUserBlogs(deps, updated.userID);
  return updated;
}
