import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicSearchHit } from '../../../../shared/api/public-search.ts';
import { errorMessage } from '../../api/client.ts';
import { useOnline } from '../../pwa/use-online.ts';
import { fetchSearchPage } from './search-api.ts';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | {
      status: 'ready';
      items: PublicSearchHit[];
      total: number;
      words: string[];
      page: number;
      /** True while the next page loads. */
      loadingMore: boolean;
      /** Why the last "more results" failed; the results so far stay. */
      problem?: string;
    }
  | { status: 'failed'; message: string };

/**
 * The results of searching for q, a page at a time: the first page when q changes (or the browser comes
 * back online), further pages appended by `more`. The search lives on the server, so offline nothing is
 * asked; the screen says why.
 */
export function useSearchResults(q: string): { state: SearchState; more: () => void; online: boolean } {
  const online = useOnline();
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    running.current?.abort();
    if (!q || !online) {
      setState((now) => (q && now.status === 'ready' ? now : { status: 'idle' }));
      return;
    }
    const request = new AbortController();
    running.current = request;
    setState({ status: 'loading' });
    fetchSearchPage(q, 1, request.signal).then(
      (page) => {
        if (request.signal.aborted) return;
        setState({ status: 'ready', ...page, loadingMore: false });
      },
      (error: unknown) => {
        if (!request.signal.aborted) setState({ status: 'failed', message: errorMessage(error) });
      },
    );
    return () => request.abort();
  }, [q, online]);

  const more = useCallback(() => {
    if (state.status !== 'ready' || state.loadingMore) return;
    const request = new AbortController();
    running.current = request;
    const next = state.page + 1;
    const { problem: _shown, ...shown } = state;
    setState({ ...shown, loadingMore: true });
    fetchSearchPage(q, next, request.signal).then(
      (page) => {
        if (request.signal.aborted) return;
        setState((now) =>
          now.status === 'ready'
            ? {
                ...now,
                items: [...now.items, ...page.items],
                total: page.total,
                page: next,
                loadingMore: false,
              }
            : now,
        );
      },
      (error: unknown) => {
        if (request.signal.aborted) return;
        setState((now) =>
          now.status === 'ready' ? { ...now, loadingMore: false, problem: errorMessage(error) } : now,
        );
      },
    );
  }, [q, state]);

  return { state, more, online };
}
