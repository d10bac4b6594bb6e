import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useOnline } from '../../pwa/use-online.ts';
import { featuredInPage, featuredInPageUsed } from './featured-in-page.ts';
import { readCachedFeed, saveCachedFeed } from './feed-cache.ts';
import { type BlogSummary, fetchFeaturedPage } from './public-feed.ts';

export const OFFLINE = 'You are offline.';

/** The "more" control under a list that has further pages on the server. */
export interface MoreBlogs {
  load: () => void;
  loading: boolean;
  /** Why the last "more" failed; the list so far stays. */
  problem?: string;
}

export type FeedState =
  | { status: 'loading' }
  /** `stale` names why the list is the device's copy: the last fetch failed. */
  | { status: 'ready'; blogs: BlogSummary[]; stale?: string; more?: MoreBlogs }
  | { status: 'failed'; message: string };

type Pages =
  | { status: 'loading' }
  | {
      status: 'ready';
      blogs: BlogSummary[];
      stale?: string;
      cursor: string | null;
      /** The first page, as the page came with it. */
      fromPage?: true;
      loading?: boolean;
      problem?: string;
    }
  | { status: 'failed'; message: string };

/** The blogs the page came with (a first visit to `/`), else the device's copy, else nothing yet. */
function firstPages(): Pages {
  const inPage = featuredInPage();
  if (inPage) return { status: 'ready', blogs: inPage.blogs, cursor: inPage.nextCursor, fromPage: true };
  const cached = readCachedFeed();
  return cached ? { status: 'ready', blogs: cached, cursor: null } : { status: 'loading' };
}

/**
 * The featured blogs from the network, a page at a time, kept on the device for offline visits. A first
 * visit to `/` has the first page inside the page. Otherwise the device's copy shows at once while the
 * fresh first page loads; a failed fetch keeps it (marked stale), and with no copy says why. Fetched again
 * when the browser comes back online. Does nothing while `enabled` is false.
 */
export function useNetworkFeed(enabled: boolean): FeedState {
  const online = useOnline();
  const [pages, setPages] = useState<Pages>(firstPages);
  // Blogs the page came with are as fresh as the first fetch would be: that fetch is skipped.
  const fromPage = useRef(pages.status === 'ready' && pages.fromPage ? pages.blogs : null);
  // The running "more" request: a fresh first page (back online) cancels it.
  const moreRequest = useRef<AbortController | null>(null);

  useEffect(() => featuredInPageUsed(), []);

  useEffect(() => {
    if (!enabled) return;
    const fresh = fromPage.current;
    fromPage.current = null;
    if (fresh) saveCachedFeed(fresh);
    if (fresh && online) return;
    const fallBack = (message: string) => {
      const cached = readCachedFeed();
      setPages(
        cached
          ? { status: 'ready', blogs: cached, stale: message, cursor: null }
          : { status: 'failed', message },
      );
    };
    // The browser knows it has no network: no request that can only fail. Back online, this runs again.
    if (!online) {
      fallBack(OFFLINE);
      return;
    }
    const abort = new AbortController();
    fetchFeaturedPage(null, abort.signal).then(
      ({ blogs, nextCursor }) => {
        if (abort.signal.aborted) return;
        moreRequest.current?.abort();
        saveCachedFeed(blogs);
        // A transition: the cards are built in slices, so a first visit's page stays free for input.
        startTransition(() => setPages({ status: 'ready', blogs, cursor: nextCursor }));
      },
      (error: unknown) => {
        if (!abort.signal.aborted) fallBack(errorMessage(error));
      },
    );
    return () => abort.abort();
  }, [enabled, online]);

  useEffect(() => () => moreRequest.current?.abort(), []);

  const loadMore = useCallback(() => {
    if (pages.status !== 'ready' || !pages.cursor || pages.loading) return;
    const abort = new AbortController();
    moreRequest.current = abort;
    const shown = pages.blogs;
    setPages({ ...pages, loading: true });
    fetchFeaturedPage(pages.cursor, abort.signal).then(
      ({ blogs, nextCursor }) => {
        if (abort.signal.aborted) return;
        const known = new Set(shown.map((blog) => blog._id));
        const all = [...shown, ...blogs.filter((blog) => !known.has(blog._id))];
        // Kept whole, so the device copy offline lists as much as the visitor saw.
        saveCachedFeed(all);
        setPages({ status: 'ready', blogs: all, cursor: nextCursor });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setPages((now) =>
          now.status === 'ready' ? { ...now, loading: false, problem: errorMessage(error) } : now,
        );
      },
    );
  }, [pages]);

  if (pages.status !== 'ready') return pages;
  const { blogs, stale, cursor, loading = false, problem } = pages;
  return {
    status: 'ready',
    blogs,
    ...(stale ? { stale } : {}),
    ...(cursor ? { more: { load: loadMore, loading, ...(problem ? { problem } : {}) } } : {}),
  };
}
