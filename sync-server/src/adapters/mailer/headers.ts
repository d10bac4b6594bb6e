// Checks every mailer adapter makes before anything leaves the process.
import type { MailMessage, SendOptions } from '../../ports/mailer';
import { MailDeliveryError } from '../../ports/mailer';

/** Resend's limit; the outbox keeps the same one so both adapters accept the same keys. */
const MAX_IDEMPOTENCY_KEY = 256;
const LINE_BREAK = /[\r\n\0]/;
/** Printable ASCII only: fetch refuses other header bytes, and the SDK would hide why. */
const IDEMPOTENCY_KEY = new RegExp(`^[\\x20-\\x7e]{1,${MAX_IDEMPOTENCY_KEY}}$`);

/**
 * from, to and subject become header lines: a CR or LF in them would let a caller (say, a user-chosen
 * name in a subject) add headers or recipients of their own. The idempotency key travels as an HTTP
 * header too, and an empty one would silently turn idempotency off in the Resend SDK.
 */
export function assertSafeHeaders(message: MailMessage, options: SendOptions): void {
  for (const field of ['from', 'to', 'subject'] as const) {
    if (LINE_BREAK.test(message[field])) {
      throw new MailDeliveryError(`refused to send: line break in the ${field} header`);
    }
  }
  if (!IDEMPOTENCY_KEY.test(options.idempotencyKey)) {
    throw new MailDeliveryError(
      `refused to send: the idempotency key must be 1-${MAX_IDEMPOTENCY_KEY} printable ASCII characters`,
    );
  }
}
