// GET /api/admin/: every blog for admins, whole or one page searched by title, author or country.
import type { ListQuery, Page } from '../../../../shared/api/admin-lists';
import type { Deps } from '../../deps';
import { findPage, searchFilter } from '../paging';
import { blogAnswers } from './blog-answer';
import { type BlogDoc, blogs } from './blog-doc';

export function listAllBlogs(deps: Pick<Deps, 'store'>): Promise<BlogDoc[]> {
  return blogs(deps).find({}, { sort: { createdAt: -1 } });
}

export async function pageBlogs(deps: Pick<Deps, 'store'>, query: ListQuery): Promise<Page<BlogDoc>> {
  const filter = searchFilter(['blogTitle', 'author', 'country'], query.q);
  const page = await findPage(blogs(deps), filter, query, { view: (doc: BlogDoc) => doc });
  return { ...page, items: await blogAnswers(deps, page.items) };
}
