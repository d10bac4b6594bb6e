// SPEC §2 (Ask), §3 (contact message), §5 (no required fields) and §9 (contact alert 6 s).
import type { z } from 'zod';
import type { contactSchema } from '../../../../shared/api/mailing.ts';

export const CONTACT_ALERT_MS = 6000;

/** Every field of the payload, as the form holds it (the schema's output: nothing left to default). */
export type ContactValues = z.output<typeof contactSchema>;

export const emptyContact: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  msg: '',
  about: 'blogging',
  contactPhone: false,
  contactEmail: false,
  terms: false,
  mailingList: false,
};

/** The server's answer to POST /api/msg/: a thank-you to show as is. */
export interface ContactResponse {
  msg: string;
}

/** What a queued message's answer says (the outbox keeps it untyped); a bare answer still says it went. */
export function contactAnswerText(answer: unknown): string {
  const msg = typeof answer === 'object' && answer !== null ? (answer as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && msg ? msg : 'Your message was sent';
}
