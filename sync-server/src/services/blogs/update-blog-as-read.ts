// PUT /api/blogs/{id} and PUT /api/admin/{id} with the blog as a GET answered it (SPEC §7): the fields the
// server owns are checked against the blog as an answer shows it now (its views counted), then what is left
// is an ordinary edit (update-blog.ts), made on the revision the copy was read at.
import type { Deps } from '../../deps';
import { baseRevision, withoutServerFields } from '../as-read';
import { NotFoundError } from '../errors';
import { blogAnswer } from './blog-answer';
import { BLOG_NOT_FOUND, blogs } from './blog-doc';
import { type BlogChanges, type RestEdit, updateBlog } from './update-blog';

export async function updateBlogAsRead<K extends string>(
  deps: Pick<Deps, 'store' | 'quotas'>,
  id: string,
  filter: { userID?: string },
  body: Omit<BlogChanges, K> & { [F in K]?: unknown },
  owned: readonly K[],
  edit: RestEdit = {},
) {
  const current = await blogs(deps).findOne({ _id: id, ...filter });
  if (!current) throw new NotFoundError(BLOG_NOT_FOUND);
  const changes: BlogChanges = withoutServerFields(body, await blogAnswer(deps, current), owned);
  const baseRev = baseRevision((body as { rev?: unknown }).rev, edit.baseRev);
  return updateBlog(deps, id, filter, changes, { ...edit, baseRev });
}
