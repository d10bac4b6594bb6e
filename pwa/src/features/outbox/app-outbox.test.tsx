// @vitest-environment jsdom
/// <reference lib="dom" />
// usePublicOutbox without an outbox given: the app's, loaded only when this device kept something.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_OUTBOX_DB } from '../../data/public-outbox-loader.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, eventually, render, settle } from '../../test-support/render.tsx';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import { usePublicOutbox } from './use-public-outbox.ts';

function Harness() {
  usePublicOutbox();
  return null;
}

const outboxDbExists = async () => (await indexedDB.databases()).some((db) => db.name === PUBLIC_OUTBOX_DB);

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

// In order: a device that never kept anything, then one that did.
describe('the app’s public outbox in the layout', () => {
  it('is not loaded (nor its database made) on a device that never kept a submission', async () => {
    const api = fakeApi({});
    await render(<Harness />);
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await outboxDbExists()).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('sends what an earlier visit kept, with a toast', async () => {
    // An earlier visit: the outbox database exists with one signup in it.
    const { createPublicOutbox } = await import('../../data/public-outbox.ts');
    const earlier = createPublicOutbox();
    await earlier.enqueue({
      path: '/api/emails/footer',
      body: { email: 'a@example.com' },
      idempotencyKey: 'k1',
    });
    await earlier.close();

    fakeApi({ 'POST /api/emails/footer': { status: 201, json: { msg: 'saved', created: true } } });
    await render(<Harness />);
    await eventually(() => expect(toasts.items.map((t) => t.text)).toEqual(['your signup was sent']));
    const { publicOutbox } = await import('../../data/public-outbox.ts');
    expect(await publicOutbox.list()).toEqual([]);
    await publicOutbox.close();
  });
});
