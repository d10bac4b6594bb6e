// The public forms' one way to send: straight to the server when there is a network, into the public
// outbox when there is none (or the connection dropped on the way), so nothing a visitor typed is lost.
import { newId } from '../../../shared/ids.ts';
import { ApiError, apiFetch } from '../api/client.ts';
import type { PublicOutbox } from './public-outbox.ts';
import { lazyOutbox } from './public-outbox-loader.ts';

/** Sent, with the server's answer; or queued, with the key its outbox events will carry. */
export type Delivery<T> = { queued: false; answer: T } | { queued: true; idempotencyKey: string };

// randomUUID exists only in secure contexts; a dev server opened over plain http on a LAN address still
// needs a key, and the shared UUID v7 is just as unique.
const idempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : newId();

// Status 0 means no answer arrived (no network, a timeout): the server may never have seen the request.
const noAnswer = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * POSTs `body` to `path` with a fresh Idempotency-Key. Answers the server's reply, or `queued` (with the
 * key) when it was stored for later; a refusal (4xx) is thrown as usual, for the form to show.
 */
export async function sendOrQueue<T>(
  path: string,
  body: unknown,
  outbox: Pick<PublicOutbox, 'enqueue'> = lazyOutbox,
): Promise<Delivery<T>> {
  const submission = { path, body, idempotencyKey: idempotencyKey() };
  if (!navigator.onLine) {
    await outbox.enqueue(submission);
    return { queued: true, idempotencyKey: submission.idempotencyKey };
  }
  try {
    const answer = await apiFetch<T>(path, {
      method: 'POST',
      json: body,
      headers: { 'Idempotency-Key': submission.idempotencyKey },
    });
    return { queued: false, answer };
  } catch (error) {
    if (!noAnswer(error)) throw error;
    // Same key as the lost attempt: if that one did reach the server, the retry is answered, not stored.
    await outbox.enqueue(submission);
    return { queued: true, idempotencyKey: submission.idempotencyKey };
  }
}
