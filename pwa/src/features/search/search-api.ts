import type { PublicSearchPage } from '../../../../shared/api/public-search.ts';
import { apiFetch } from '../../api/client.ts';

/** One page of the readers' search (GET /api/public/blogs/?q=). */
export function fetchSearchPage(q: string, page: number, signal?: AbortSignal): Promise<PublicSearchPage> {
  const query = new URLSearchParams({ q, ...(page > 1 && { page: String(page) }) });
  return apiFetch<PublicSearchPage>(`/api/public/blogs/?${query}`, signal ? { signal } : {});
}
