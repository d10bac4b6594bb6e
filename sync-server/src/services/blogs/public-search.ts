// Readers' search of public blogs (shared/api/public-search.ts), on the blogs' text index: the title
// counts most, then the country, then the story. Only public blogs are found, the store filtering them
// before it ranks and pages, so every page is full and the total is right.
import {
  PUBLIC_SEARCH_PAGE_SIZE,
  type PublicSearchHit,
  type PublicSearchPage,
  type PublicSearchQuery,
} from '../../../../shared/api/public-search';
import { searchWords } from '../../../../shared/search-words';
import type { Deps } from '../../deps';
import type { TextIndexSpec } from '../../ports/document-store';
import { type BlogDoc, blogs, PUBLIC_FILTER } from './blog-doc';
import { excerptOf } from './search-excerpt';

export const BLOG_TEXT_INDEX: TextIndexSpec = {
  fields: { blogTitle: 5, country: 3, blogBody: 1 },
  filters: Object.keys(PUBLIC_FILTER),
};

/** The story is read for its excerpt only; photos and bookkeeping are left in the store. */
const PROJECTION = {
  _id: 1,
  blogTitle: 1,
  author: 1,
  country: 1,
  createdAt: 1,
  updatedAt: 1,
  blogBody: 1,
} as const;

type HitDoc = Pick<BlogDoc, keyof typeof PROJECTION>;

export async function searchPublicBlogs(
  deps: Pick<Deps, 'store'>,
  query: PublicSearchQuery,
): Promise<PublicSearchPage> {
  const page = query.page ?? 1;
  const pageSize = PUBLIC_SEARCH_PAGE_SIZE;
  const words = searchWords(query.q);
  const { docs, total } = await blogs(deps).searchText({
    query: query.q,
    where: { ...PUBLIC_FILTER },
    skip: (page - 1) * pageSize,
    limit: pageSize,
    projection: PROJECTION,
  });
  const items = (docs as HitDoc[]).map(
    (b): PublicSearchHit => ({
      _id: b._id,
      blogTitle: b.blogTitle,
      author: b.author,
      country: b.country,
      createdAt: b.createdAt,
      updatedAt: b.updatedAt,
      excerpt: excerptOf(b.blogBody ?? '', words),
    }),
  );
  return { items, total, page, pageSize, words };
}
