// Mail through Resend (real mode). The SDK never throws for API errors: it answers { data, error },
// and it turns network failures into an error object too, which are mapped to MailDeliveryError here.
import { Resend } from 'resend';
import type { Mailer, MailMessage, SendOptions } from '../../ports/mailer';
import { MailDeliveryError } from '../../ports/mailer';
import { assertSafeHeaders } from './headers';

export interface ResendMailerOptions {
  apiKey: string;
  /** API root, for a recorder or proxy. Passed to the SDK's own `baseUrl` option; when omitted the SDK
   * reads RESEND_BASE_URL from the environment, then falls back to https://api.resend.com. */
  baseUrl?: string;
  /** The SDK has no timeout of its own: without one a hung provider hangs the caller. */
  timeoutMs?: number;
}

export function createResendMailer({ apiKey, baseUrl, timeoutMs = 15_000 }: ResendMailerOptions): Mailer {
  // new Resend('') would quietly use RESEND_API_KEY or throw at startup; a missing key is reported by
  // ping() and send() instead, so a server without mail still starts.
  const client = apiKey ? new Resend(apiKey, baseUrl === undefined ? undefined : { baseUrl }) : null;

  return {
    kind: 'resend',

    async send(message: MailMessage, options: SendOptions) {
      // The SDK passes these through unchecked, and Resend's handling of a line break is not ours to trust.
      assertSafeHeaders(message, options);
      if (!client) throw new MailDeliveryError('Resend is not configured: no API key');
      const { from, to, subject, html, text } = message;
      const signal = AbortSignal.timeout(timeoutMs);
      let result: Awaited<ReturnType<typeof client.emails.send>>;
      try {
        // The SDK sends idempotencyKey as the Idempotency-Key header; Resend keeps keys for 24 hours.
        result = await client.emails.send(
          { from, to, subject, html, text },
          { idempotencyKey: options.idempotencyKey, signal },
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MailDeliveryError(`could not reach Resend: ${reason}`, error);
      }
      const { data, error } = result;
      if (error) {
        // A timeout reaches us as the SDK's generic "unable to fetch" error; say what really happened.
        if (signal.aborted)
          throw new MailDeliveryError(`Resend did not answer within ${timeoutMs} ms`, error);
        const status = error.statusCode ?? 'no response';
        throw new MailDeliveryError(
          `Resend refused the message (${status} ${error.name}): ${error.message}`,
          error,
        );
      }
      if (!data?.id) throw new MailDeliveryError('Resend answered without an email id');
      return { id: data.id };
    },

    async ping() {
      // Configuration only: a real request would spend quota on every health check.
      return client !== null;
    },
  };
}
