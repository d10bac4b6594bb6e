import type { SentEmail } from '../../../../shared/api/mailing.ts';
import { apiFetch } from '../../api/client.ts';
import { type FetchOnce, useFetchOnce } from './use-fetch-once.ts';

/**
 * GET /api/emails/single/{id}. Opening an e-mail marks it read on the server and answers its flag from
 * before, so it is asked once per id: asking again (say, when the network returns) would count as a
 * second opening and show "read" for an e-mail this admin is reading for the first time.
 */
export function useSentEmail(id: string): FetchOnce<SentEmail> {
  return useFetchOnce(id, (signal) =>
    apiFetch<SentEmail>(`/api/emails/single/${encodeURIComponent(id)}`, { auth: true, signal }),
  );
}
