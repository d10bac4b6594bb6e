import { useEffect, useState } from 'react';
import { ApiError, apiFetch, errorMessage } from '../../api/client.ts';
import type { PublicBlogState, PublicDoc } from './use-public-blog.ts';

export const adminBlogPath = (id: string): string => `/api/admin/${encodeURIComponent(id)}`;

type Fetched = { doc: PublicDoc } | { error: unknown };

const noAnswer = (fetched: Fetched | null): boolean =>
  fetched !== null && 'error' in fetched && fetched.error instanceof ApiError && fetched.error.status === 0;

/**
 * Another user's blog, as an admin reads it: only the server has it (the admin's device holds their own
 * blogs), so it is asked while online, kept once read, and asked again when the network comes back after
 * a request that got no answer.
 */
export function useAdminBlog(id: string, online: boolean): PublicBlogState {
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const asked = fetched !== null;

  useEffect(() => {
    if (online) setFetched((last) => (noAnswer(last) ? null : last));
  }, [online]);

  useEffect(() => {
    if (!online || asked) return;
    let current = true;
    apiFetch<PublicDoc>(adminBlogPath(id), { auth: true }).then(
      (doc) => current && setFetched({ doc }),
      (error: unknown) => current && setFetched({ error }),
    );
    return () => {
      current = false;
    };
  }, [id, online, asked]);

  if (fetched && 'doc' in fetched) return { state: 'found', doc: fetched.doc };
  if (!online && (!fetched || noAnswer(fetched))) return { state: 'offline' };
  if (!fetched) return { state: 'loading' };
  if (fetched.error instanceof ApiError && fetched.error.status === 404) return { state: 'missing' };
  return { state: 'failed', error: errorMessage(fetched.error) };
}
