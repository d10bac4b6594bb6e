// A sent e-mail as stored: the API's SentEmail plus the send's idempotency key and who sent it.
import type { SentEmail } from '../../../../shared/api/mailing';

export type SentEmailDoc = SentEmail & { idempotencyKey: string; sentBy: string };

export const SENT_EMAILS = 'sent_emails';

/** The e-mail as answers show it: the bookkeeping stays on the server. */
export function publicSent(doc: SentEmailDoc): SentEmail {
  const { idempotencyKey: _key, sentBy: _by, ...email } = doc;
  return email;
}
