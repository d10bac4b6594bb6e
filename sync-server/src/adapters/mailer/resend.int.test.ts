import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MailDeliveryError } from '../../ports/mailer';
import { mailerContract, SAMPLE_MESSAGE } from '../../ports/mailer.contract';
import type { ResendRecorder } from '../../testing/resend-recorder';
import { startResendRecorder } from '../../testing/resend-recorder';
import { createResendMailer } from './resend';

mailerContract('resend (recorder)', async () => {
  const recorder = await startResendRecorder();
  return {
    mailer: createResendMailer({ apiKey: 're_test_123', baseUrl: recorder.url }),
    deliveries: async () => recorder.deliveries.length,
    cleanup: recorder.close,
  };
});

describe('resend mailer', () => {
  let recorder: ResendRecorder;
  const mailer = () => createResendMailer({ apiKey: 're_test_123', baseUrl: recorder.url });

  beforeEach(async () => {
    recorder = await startResendRecorder();
  });
  afterEach(async () => {
    await recorder.close();
  });

  it('sends the message fields, the API key and the idempotency key through the SDK', async () => {
    const { id } = await mailer().send(SAMPLE_MESSAGE, { idempotencyKey: 'sign-in/42' });
    expect(recorder.deliveries).toHaveLength(1);
    const [delivery] = recorder.deliveries;
    expect(delivery?.id).toBe(id);
    expect(delivery?.body).toMatchObject({ ...SAMPLE_MESSAGE });
    expect(delivery?.headers['idempotency-key']).toBe('sign-in/42');
    expect(delivery?.headers.authorization).toBe('Bearer re_test_123');
  });

  it.each([
    [
      422,
      { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' },
      /422 validation_error.*Invalid `to` field/,
    ],
    [
      403,
      { statusCode: 403, name: 'validation_error', message: 'Domain not verified.' },
      /Domain not verified/,
    ],
    [
      429,
      { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests.' },
      /429.*Too many requests/,
    ],
    [
      500,
      { statusCode: 500, name: 'application_error', message: 'Provider is down.' },
      /500.*Provider is down/,
    ],
    [502, '<html>Bad Gateway</html>', /Internal server error/],
  ])('turns a provider %i into MailDeliveryError with its message', async (status, body, message) => {
    recorder.failNext(status, body);
    const error = await mailer()
      .send(SAMPLE_MESSAGE, { idempotencyKey: 'k' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as Error).message).toMatch(message);
    expect(recorder.deliveries).toHaveLength(0);
  });

  it('refuses an idempotency key reused for another message, as Resend does', async () => {
    await mailer().send(SAMPLE_MESSAGE, { idempotencyKey: 'k' });
    const other = { ...SAMPLE_MESSAGE, subject: 'Something else' };
    await expect(mailer().send(other, { idempotencyKey: 'k' })).rejects.toThrow(
      /409 invalid_idempotent_request/,
    );
    expect(recorder.deliveries).toHaveLength(1);
  });

  it('turns an unreachable or silent provider into MailDeliveryError', async () => {
    const gone = createResendMailer({ apiKey: 're_test_123', baseUrl: 'http://127.0.0.1:9' });
    await expect(gone.send(SAMPLE_MESSAGE, { idempotencyKey: 'k' })).rejects.toThrow(MailDeliveryError);
    recorder.hangNext();
    const impatient = createResendMailer({ apiKey: 're_test_123', baseUrl: recorder.url, timeoutMs: 200 });
    await expect(impatient.send(SAMPLE_MESSAGE, { idempotencyKey: 'k' })).rejects.toThrow(
      'Resend did not answer within 200 ms',
    );
  });

  it('reports a missing API key through ping and send without calling Resend', async () => {
    const unconfigured = createResendMailer({ apiKey: '', baseUrl: recorder.url });
    expect(await unconfigured.ping()).toBe(false);
    await expect(unconfigured.send(SAMPLE_MESSAGE, { idempotencyKey: 'k' })).rejects.toThrow(/no API key/);
    expect(recorder.deliveries).toHaveLength(0);
  });
});
