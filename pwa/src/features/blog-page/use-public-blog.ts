import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { ApiError, apiFetch, errorMessage } from '../../api/client.ts';
import type { UserDb } from '../../data/db.ts';
import { publicCopy } from '../../data/public-copies.ts';

/** A public blog as the feed or the server has it; read-only, fields unchecked until viewOf. */
export type PublicDoc = { _id: string } & Record<string, unknown>;

export type PublicBlogState =
  | { state: 'loading' }
  | { state: 'found'; doc: PublicDoc }
  | { state: 'missing' }
  /** Not on this device, and no network to ask. */
  | { state: 'offline' }
  | { state: 'failed'; error: string };

export const publicBlogPath = (id: string): string => `/api/public/blogs/${encodeURIComponent(id)}`;

type Fetched = { doc: PublicDoc } | { error: unknown };

/**
 * The public blog, live from the synced feed (public-copies.ts). A blog the device does not have yet (a
 * link opened before the feed synced) is asked from the server once, while online.
 */
export function usePublicBlog(db: UserDb, id: string, online: boolean): PublicBlogState {
  const live = useLiveQuery(async () => (await publicCopy(db, id)) ?? null, [db, id]);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (live !== null || !online || asked.current) return;
    asked.current = true;
    apiFetch<PublicDoc>(publicBlogPath(id)).then(
      (doc) => setFetched({ doc }),
      (error: unknown) => setFetched({ error }),
    );
  }, [live, online, id]);

  if (live === undefined) return { state: 'loading' };
  if (live) return { state: 'found', doc: live };
  if (fetched && 'doc' in fetched) return { state: 'found', doc: fetched.doc };
  if (fetched) {
    if (fetched.error instanceof ApiError && fetched.error.status === 404) return { state: 'missing' };
    return { state: 'failed', error: errorMessage(fetched.error) };
  }
  return online ? { state: 'loading' } : { state: 'offline' };
}
