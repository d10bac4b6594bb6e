import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useOnline } from '../../pwa/use-online.ts';
import { readCachedFeed, saveCachedFeed } from './feed-cache.ts';
import { type BlogSummary, fetchPublicBlogs } from './public-feed.ts';

export const OFFLINE = 'You are offline.';

export type FeedState =
  | { status: 'loading' }
  /** `stale` names why the list is the device's copy: the last fetch failed. */
  | { status: 'ready'; blogs: BlogSummary[]; stale?: string }
  | { status: 'failed'; message: string };

function fromCache(): FeedState {
  const cached = readCachedFeed();
  return cached ? { status: 'ready', blogs: cached } : { status: 'loading' };
}

/**
 * The public list from the network, kept on the device for offline visits. The device's copy shows at
 * once while the fresh list loads; a failed fetch keeps it (marked stale), and with no copy says why.
 * Fetched again when the browser comes back online. Does nothing while `enabled` is false.
 */
export function useNetworkFeed(enabled: boolean): FeedState {
  const online = useOnline();
  const [state, setState] = useState<FeedState>(fromCache);

  useEffect(() => {
    if (!enabled) return;
    const fallBack = (message: string) => {
      const cached = readCachedFeed();
      setState(cached ? { status: 'ready', blogs: cached, stale: message } : { status: 'failed', message });
    };
    // The browser knows it has no network: no request that can only fail. Back online, this runs again.
    if (!online) {
      fallBack(OFFLINE);
      return;
    }
    const abort = new AbortController();
    fetchPublicBlogs(abort.signal).then(
      (blogs) => {
        if (abort.signal.aborted) return;
        saveCachedFeed(blogs);
        setState({ status: 'ready', blogs });
      },
      (error: unknown) => {
        if (!abort.signal.aborted) fallBack(errorMessage(error));
      },
    );
    return () => abort.abort();
  }, [enabled, online]);

  return state;
}
