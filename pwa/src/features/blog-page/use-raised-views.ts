import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../api/client.ts';
import { type PublicDoc, publicBlogPath } from './use-public-blog.ts';

/**
 * SPEC §4: once the blog is shown, its views are raised by one, once per visit: the ref outlives React
 * StrictMode's second effect run and every re-render and live-query update, and the page is keyed by blog
 * id, so only a new visit (a new mount) counts again. Answers the raised count, or null until then.
 *
 * Offline the visit is neither counted nor queued for later: PUT /api/public/blogs/{id} is a bare
 * increment with no idempotency key, so a queued raise resent after a lost answer would count one visit
 * twice. If the connection comes back while the blog is still open, the visit counts then.
 */
export function useRaisedViews(id: string, shown: boolean, online: boolean): number | null {
  const sent = useRef(false);
  const [views, setViews] = useState<number | null>(null);

  useEffect(() => {
    if (!shown || !online || sent.current) return;
    sent.current = true;
    apiFetch<PublicDoc>(publicBlogPath(id), { method: 'PUT' }).then(
      (doc) => {
        if (typeof doc.views === 'number') setViews(doc.views);
      },
      // The count is the server's bookkeeping; the reader keeps reading the copy already shown.
      () => {},
    );
  }, [id, shown, online]);

  return views;
}
