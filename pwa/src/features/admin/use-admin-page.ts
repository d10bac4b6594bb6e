import type { Page } from '../../../../shared/api/admin-lists.ts';
import { type PageRequest, pageUrl } from './admin-list-api.ts';
import { type AdminGet, useAdminGet } from './use-admin-get.ts';
import { useDebounced } from './use-debounced.ts';

/** Typing in a search box waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * One page of an admin list, asked again whenever the search (debounced, so typing stays responsive),
 * the filter or the page changes, and when the network comes back.
 */
export function useAdminPage<T>(path: string, request: PageRequest): AdminGet<Page<T>> {
  const q = useDebounced(request.q ?? '', SEARCH_DEBOUNCE_MS);
  return useAdminGet<Page<T>>(pageUrl(path, { ...request, q }));
}
