import { useMemo } from 'react';
import type { SentEmail } from '../../../../shared/api/mailing.ts';
import { newId } from '../../../../shared/ids.ts';
import { apiFetch } from '../../api/client.ts';
import { type FetchOnce, useFetchOnce } from './use-fetch-once.ts';

/**
 * GET /api/emails/single/{id}. Opening an e-mail marks it read on the server and answers its flag from
 * before, so it is asked once per id: asking again (say, when the network returns) would count as a
 * second opening and show "read" for an e-mail this admin is reading for the first time. The same call
 * can still go twice for one opening (React runs effects twice in development; a retry after an answer
 * lost on the way), so each opening sends its own Idempotency-Key, and the server answers every try of
 * the opening that marked it read with "not read".
 */
export function useSentEmail(id: string): FetchOnce<SentEmail> {
  const opening = useMemo(() => ({ id, key: newId() }), [id]);
  return useFetchOnce(id, (signal) =>
    apiFetch<SentEmail>(`/api/emails/single/${encodeURIComponent(opening.id)}`, {
      auth: true,
      signal,
      headers: { 'Idempotency-Key': opening.key },
    }),
  );
}
