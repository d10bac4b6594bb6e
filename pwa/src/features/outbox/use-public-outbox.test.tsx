// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPublicOutbox } from '../../data/public-outbox.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, eventually, render } from '../../test-support/render.tsx';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import { submissionKind } from './outbox-texts.ts';
import { usePublicOutbox } from './use-public-outbox.ts';

const outbox = createPublicOutbox({ dbName: 'use-public-outbox-test' });

function Harness() {
  usePublicOutbox(outbox);
  return null;
}

afterEach(async () => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  await outbox.close();
});

describe('usePublicOutbox', () => {
  it('names what was queued by where it goes', () => {
    expect(submissionKind('/api/msg/')).toBe('message');
    expect(submissionKind('/api/emails')).toBe('signup');
    expect(submissionKind('/api/emails/footer')).toBe('signup');
  });

  it('sends the queue when the app starts and toasts each outcome', async () => {
    fakeApi({
      'POST /api/msg/': { status: 201, json: { msg: 'Thank you' } },
      'POST /api/emails/footer': { status: 400, json: { message: 'Please enter a valid e-mail address' } },
    });
    await outbox.enqueue({ path: '/api/msg/', body: { msg: 'hi' }, idempotencyKey: 'k1' });
    await outbox.enqueue({ path: '/api/emails/footer', body: { email: 'x' }, idempotencyKey: 'k2' });

    await render(<Harness />);
    await eventually(() => expect(toasts.items).toHaveLength(2));
    expect(toasts.items.map((t) => [t.text, t.tone])).toEqual([
      ['your message was sent', 'success'],
      ['your signup could not be sent: Please enter a valid e-mail address', 'error'],
    ]);
    expect(await outbox.list()).toEqual([]);
  });
});
