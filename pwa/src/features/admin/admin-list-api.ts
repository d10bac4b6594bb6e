// The paged admin lists (users, blogs, signups, sent e-mails, contact messages): one GET with the search,
// the filter and the page in the query string, answered as one Page (shared/api/admin-lists.ts).
import type { Page } from '../../../../shared/api/admin-lists.ts';
import { apiFetch } from '../../api/client.ts';

export interface PageRequest {
  q?: string;
  filter?: string;
  page?: number;
  limit?: number;
}

/** `path?q=…&filter=…&page=…&limit=…`, leaving out blank search and the "all" filter. */
export function pageUrl(path: string, { q, filter, page = 1, limit }: PageRequest): string {
  const params = new URLSearchParams();
  const search = q?.trim();
  if (search) params.set('q', search);
  if (filter && filter !== 'all') params.set('filter', filter);
  params.set('page', String(page));
  if (limit !== undefined) params.set('limit', String(limit));
  return `${path}?${params}`;
}

export function fetchPage<T>(path: string, request: PageRequest, signal?: AbortSignal): Promise<Page<T>> {
  return apiFetch<Page<T>>(pageUrl(path, request), { auth: true, ...(signal && { signal }) });
}

/** The list's last page, given its total; page 1 when it is empty. */
export function lastPage({ total, pageSize }: Pick<Page<unknown>, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
