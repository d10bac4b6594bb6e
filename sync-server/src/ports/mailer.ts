// Outgoing e-mail as the services see it. Adapters: JSON/.eml files in an outbox folder (embedded)
// and Resend (real).

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface SendOptions {
  /** The same key sent twice delivers once; the second call answers the first id. */
  idempotencyKey: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'resend';
  send(message: MailMessage, options: SendOptions): Promise<{ id: string }>;
  ping(): Promise<boolean>;
}

/** The provider refused or could not be reached; nothing was delivered. */
export class MailDeliveryError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'MailDeliveryError';
  }
}
