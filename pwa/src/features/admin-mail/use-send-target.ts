import { apiFetch } from '../../api/client.ts';
import { type FetchOnce, useFetchOnce } from './use-fetch-once.ts';

/** POST /api/emails/user answers who the e-mail goes to and the server's sender address. */
export interface SendTarget {
  to: string;
  from: string;
}

/** The send dialog's addresses, asked from the server as it opens (and when the network returns). */
export function useSendTarget(email: string): FetchOnce<SendTarget> {
  return useFetchOnce(email, (signal) =>
    apiFetch<SendTarget>('/api/emails/user', { method: 'POST', json: { email }, auth: true, signal }),
  );
}
