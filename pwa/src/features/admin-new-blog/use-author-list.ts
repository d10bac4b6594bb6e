import { useEffect, useState } from 'react';
import { MAX_PAGE_SIZE } from '../../../../shared/api/admin-list-limits.ts';
import type { User } from '../../../../shared/entities/user.ts';
import { errorMessage } from '../../api/client.ts';
import { useOnline } from '../../pwa/use-online.ts';
import { fetchPage } from '../admin/admin-list-api.ts';
import { ADMIN_USERS_PATH } from '../admin/admin-paths.ts';
import { SEARCH_DEBOUNCE_MS } from '../admin/use-admin-page.ts';
import { useDebounced } from '../admin/use-debounced.ts';

/**
 * The most users the dropdown lists: every account of any site this size (five of the server's largest
 * pages), while a site with many thousands is narrowed by the search instead of a dropdown no one scrolls.
 */
export const AUTHOR_LIST_MAX = 1000;

export interface AuthorList {
  /** The users loaded so far, by name. */
  users: User[];
  /** How many users match the search, as the server counts them; null before the first answer. */
  total: number | null;
  /** Pages are still being asked for. */
  loading: boolean;
  error: string | null;
  retry: () => void;
}

interface Loaded {
  users: User[];
  total: number;
}

const byName = (a: User, b: User) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Asks page after page of the search's users until all of them (or AUTHOR_LIST_MAX) are in. */
async function loadAll(q: string, signal: AbortSignal, onPage: (loaded: Loaded) => void): Promise<void> {
  // Keyed by id: a user created meanwhile shifts the newest-first pages, so one may come twice.
  const found = new Map<string, User>();
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage<User>(ADMIN_USERS_PATH, { q, page, limit: MAX_PAGE_SIZE }, signal);
    for (const user of answer.items) found.set(user._id, user);
    onPage({ users: [...found.values()].sort(byName), total: answer.total });
    const lastPage = answer.items.length < MAX_PAGE_SIZE || page * MAX_PAGE_SIZE >= answer.total;
    if (lastPage || found.size >= AUTHOR_LIST_MAX) return;
  }
}

/**
 * Every user matching the search (debounced), for the author dropdown: the server pages its users, so
 * the pages are asked one after another and the list fills as they come.
 */
export function useAuthorList(search: string): AuthorList {
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const online = useOnline();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` only asks again.
  useEffect(() => {
    // Offline the page says so; what was loaded stays listed.
    if (!online) return setLoading(false);
    const abort = new AbortController();
    setLoading(true);
    setError(null);
    loadAll(q, abort.signal, setLoaded).then(
      () => setLoading(false),
      (failure: unknown) => {
        if (abort.signal.aborted) return;
        setError(errorMessage(failure));
        setLoading(false);
      },
    );
    return () => abort.abort();
  }, [q, online, attempt]);

  return {
    users: loaded?.users ?? [],
    total: loaded?.total ?? null,
    loading,
    error,
    retry: () => setAttempt((n) => n + 1),
  };
}
