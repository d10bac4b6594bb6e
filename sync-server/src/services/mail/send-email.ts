// POST /api/emails/user/send: an admin's e-mail to a signup or user. The body is sanitized before it is
// sent or stored; the same idempotency key never sends twice; a failing provider stores nothing.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { SentEmail, sendEmailSchema } from '../../../../shared/api/mailing';
import { newId } from '../../../../shared/ids';
import type { Deps } from '../../deps';
import { DuplicateKeyError } from '../../ports/document-store';
import { MailDeliveryError } from '../../ports/mailer';
import { UpstreamError, ValidationError } from '../errors';
import { htmlToText, sanitizeEmailHtml } from './sanitize';
import { publicSent, SENT_EMAILS, type SentEmailDoc } from './sent-email-doc';

export type SendEmailInput = z.output<typeof sendEmailSchema>;

/** The key of a send: the client's when it gave one, else one derived from who sends what to whom. */
export function sendKey(senderId: string, input: SendEmailInput, clientKey: string | undefined): string {
  const source = clientKey ?? JSON.stringify([senderId, input.to, input.subject, input.text]);
  return createHash('sha256').update(`${senderId}\n${source}`).digest('hex');
}

export async function sendAdminEmail(
  deps: Pick<Deps, 'store' | 'mailer' | 'config'>,
  senderId: string,
  input: SendEmailInput,
  clientKey: string | undefined,
  now = new Date(),
): Promise<SentEmail> {
  const sent = deps.store.collection<SentEmailDoc>(SENT_EMAILS);
  const idempotencyKey = sendKey(senderId, input, clientKey);
  const earlier = await sent.findOne({ idempotencyKey });
  if (earlier) return publicSent(earlier);

  const body = sanitizeEmailHtml(input.text);
  if (!htmlToText(body))
    throw new ValidationError('text: The e-mail has no text left once unsafe content is removed');
  const from = deps.config.env.MAIL_FROM;
  try {
    await deps.mailer.send(
      { from, to: input.to, subject: input.subject, html: body, text: htmlToText(body) },
      { idempotencyKey },
    );
  } catch (error) {
    if (error instanceof MailDeliveryError)
      throw new UpstreamError(`The e-mail could not be sent: ${error.message}`);
    throw error;
  }
  const doc: SentEmailDoc = {
    _id: newId(now.getTime()),
    to: input.to,
    from,
    subject: input.subject,
    body,
    read: false,
    createdAt: now.toISOString(),
    idempotencyKey,
    sentBy: senderId,
  };
  try {
    await sent.insertOne(doc);
    return publicSent(doc);
  } catch (error) {
    // A concurrent retry with the same key stored it first; the provider delivered once.
    const first = error instanceof DuplicateKeyError && (await sent.findOne({ idempotencyKey }));
    if (first) return publicSent(first);
    throw error;
  }
}
