// A sent e-mail as stored: the API's SentEmail plus the send's idempotency key, who sent it and the key
// of the opening that marked it read.
import type { SentEmail } from '../../../../shared/api/mailing';

export type SentEmailDoc = SentEmail & { idempotencyKey: string; sentBy: string; firstOpening?: string };

export const SENT_EMAILS = 'sent_emails';

/** The e-mail as answers show it: the bookkeeping stays on the server. */
export function publicSent(doc: SentEmailDoc): SentEmail {
  const { idempotencyKey: _key, sentBy: _by, firstOpening: _opening, ...email } = doc;
  return email;
}
