import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { fakeApi } from '../test-support/fake-api.ts';
import type { NewSubmission } from './public-outbox.ts';
import { sendOrQueue } from './send-or-queue.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function setup(onLine: boolean) {
  vi.stubGlobal('navigator', { onLine });
  const queued: NewSubmission[] = [];
  const outbox = { enqueue: async (submission: NewSubmission) => void queued.push(submission) };
  return { outbox, queued };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendOrQueue', () => {
  it("posts online with a fresh idempotency key and answers the server's reply", async () => {
    const { outbox, queued } = setup(true);
    const api = fakeApi({ 'POST /api/msg/': { status: 201, json: { msg: 'Thank you, Ada' } } });
    expect(await sendOrQueue('/api/msg/', { msg: 'hi' }, outbox)).toEqual({
      queued: false,
      answer: { msg: 'Thank you, Ada' },
    });
    await sendOrQueue('/api/msg/', { msg: 'again' }, outbox);
    const keys = api.calls.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[0]).not.toBe(keys[1]);
    expect(api.calls[0]?.body).toEqual({ msg: 'hi' });
    expect(queued).toEqual([]);
  });

  it('queues without trying the network while the browser is offline', async () => {
    const { outbox, queued } = setup(false);
    const api = fakeApi({});
    const delivery = await sendOrQueue('/api/emails/footer', { email: 'a@b.co' }, outbox);
    expect(api.calls).toEqual([]);
    expect(queued).toEqual([
      { path: '/api/emails/footer', body: { email: 'a@b.co' }, idempotencyKey: expect.stringMatching(UUID) },
    ]);
    expect(delivery).toEqual({ queued: true, idempotencyKey: queued[0]?.idempotencyKey });
  });

  it('queues with the same key when the connection drops on the way', async () => {
    const { outbox, queued } = setup(true);
    const api = fakeApi({ 'POST /api/msg/': new TypeError('Failed to fetch') });
    const delivery = await sendOrQueue('/api/msg/', { msg: 'hi' }, outbox);
    expect(queued[0]?.idempotencyKey).toBe(api.calls[0]?.headers.get('idempotency-key'));
    expect(delivery).toEqual({ queued: true, idempotencyKey: queued[0]?.idempotencyKey });
  });

  it('throws a refusal for the form to show, queueing nothing', async () => {
    const { outbox, queued } = setup(true);
    fakeApi({ 'POST /api/msg/': { status: 429, json: { message: 'Too many messages, try again later' } } });
    const error = await sendOrQueue('/api/msg/', {}, outbox).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Too many messages, try again later');
    expect(queued).toEqual([]);
  });
});
