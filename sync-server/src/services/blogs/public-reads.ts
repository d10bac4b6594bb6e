// The public reads as cached bytes (public-cache.ts) at the version the store reports now
// (public-version.ts): read first, so the answer is never older than the version that names it.
import type { SummaryQuery } from '../../../../shared/api/public-blogs';
import type { PublicSearchQuery } from '../../../../shared/api/public-search';
import { searchWords } from '../../../../shared/search-words';
import type { Deps } from '../../deps';
import type { CachedView } from '../view-cache';
import { blogAnswer, blogAnswers } from './blog-answer';
import { getPublicBlog, listPublicBlogs } from './public-blogs';
import { cachedSearch, cachedView } from './public-cache';
import { searchPublicBlogs } from './public-search';
import { summaryPage } from './public-summaries';
import { publicVersion } from './public-version';

/** SPEC §7's list: every public blog, whole, newest first. */
export async function publicListView(deps: Pick<Deps, 'store'>): Promise<CachedView> {
  const version = await publicVersion(deps);
  return cachedView(deps.store, version, 'list', async () => blogAnswers(deps, await listPublicBlogs(deps)));
}

/** One public blog; a missing one throws NotFoundError and is not kept. */
export async function publicBlogView(deps: Pick<Deps, 'store'>, id: string): Promise<CachedView> {
  const version = await publicVersion(deps);
  return cachedView(deps.store, version, `blog:${id}`, async () =>
    blogAnswer(deps, await getPublicBlog(deps, id)),
  );
}

export async function summaryPageView(deps: Pick<Deps, 'store'>, query: SummaryQuery): Promise<CachedView> {
  const version = await publicVersion(deps);
  const key = `summary:${query.featured ?? ''}:${query.limit ?? ''}:${query.cursor ?? ''}`;
  return cachedView(deps.store, version, key, () => summaryPage(deps, query));
}

/** A page of a readers' search, kept by its words: searches that differ only in syntax share it. */
export async function searchPageView(
  deps: Pick<Deps, 'store'>,
  query: PublicSearchQuery,
): Promise<CachedView> {
  const version = await publicVersion(deps);
  const key = `${searchWords(query.q).join(' ')}:${query.page ?? 1}`;
  return cachedSearch(deps.store, version, key, () => searchPublicBlogs(deps, query));
}
