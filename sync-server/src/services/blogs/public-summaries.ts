// The home page's list (shared/api/public-blogs.ts): public blogs as summaries, newest first, a page at
// a time. The cursor names the last blog of the page (its createdAt and id, the order's whole key), so a
// blog published meanwhile lands before it and never shifts a later page: paging is stable under inserts.
import {
  type PublicBlogSummary,
  SUMMARY_PAGE_SIZE,
  type SummaryPage,
  type SummaryQuery,
} from '../../../../shared/api/public-blogs';
import type { Deps } from '../../deps';
import type { Filter } from '../../ports/document-store';
import { ValidationError } from '../errors';
import { NEWEST_FIRST } from '../paging';
import { type BlogDoc, blogs, PUBLIC_FILTER } from './blog-doc';
import { viewCounts } from './view-counts';

export const BAD_CURSOR = 'The cursor is not one this server gave';

/** Only what a summary shows is read: no body, no photo rows. */
const PROJECTION = {
  _id: 1,
  blogTitle: 1,
  author: 1,
  country: 1,
  featured: 1,
  createdAt: 1,
  views: 1,
  'imageData.heroImage': 1,
} as const;

type SummaryDoc = Pick<
  BlogDoc,
  '_id' | 'blogTitle' | 'author' | 'country' | 'featured' | 'createdAt' | 'views'
> & {
  imageData?: { heroImage?: BlogDoc['imageData']['heroImage'] };
};

export function encodeCursor(blog: Pick<BlogDoc, 'createdAt' | '_id'>): string {
  return Buffer.from(JSON.stringify([blog.createdAt, blog._id])).toString('base64url');
}

/** The filter for what comes after the cursor's blog; a cursor this server did not give is refused. */
export function afterCursor(cursor: string): Filter {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ValidationError(BAD_CURSOR);
  }
  if (!Array.isArray(key) || key.length !== 2 || !key.every((k) => typeof k === 'string'))
    throw new ValidationError(BAD_CURSOR);
  const [createdAt, id] = key as [string, string];
  return { $or: [{ createdAt: { $lt: createdAt } }, { createdAt, _id: { $lt: id } }] };
}

export async function summaryPage(deps: Pick<Deps, 'store'>, query: SummaryQuery): Promise<SummaryPage> {
  const filter: Filter = { ...PUBLIC_FILTER };
  if (query.featured) filter.featured = query.featured === 'true';
  if (query.cursor) Object.assign(filter, afterCursor(query.cursor));
  const size = query.limit ?? SUMMARY_PAGE_SIZE;
  // One more than the page, to know whether another follows.
  const found = (await blogs(deps).find(filter, {
    sort: NEWEST_FIRST,
    limit: size + 1,
    projection: PROJECTION,
  })) as SummaryDoc[];
  const page = found.slice(0, size);
  const counted = await viewCounts(
    deps,
    page.map((b) => b._id),
  );
  const summaries = page.map(
    (b): PublicBlogSummary => ({
      _id: b._id,
      blogTitle: b.blogTitle,
      author: b.author,
      country: b.country,
      featured: b.featured,
      createdAt: b.createdAt,
      views: (b.views ?? 0) + (counted.get(b._id) ?? 0),
      heroImage: b.imageData?.heroImage ?? null,
    }),
  );
  const last = page.at(-1);
  return { blogs: summaries, nextCursor: found.length > size && last ? encodeCursor(last) : null };
}
