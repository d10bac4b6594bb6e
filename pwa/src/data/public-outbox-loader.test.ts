import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  loadPublicOutbox,
  outboxMayHoldWork,
  PUBLIC_OUTBOX_DB,
  whenOutboxLoaded,
} from './public-outbox-loader.ts';

const outboxDbExists = async () => (await indexedDB.databases()).some((db) => db.name === PUBLIC_OUTBOX_DB);

// One module state for the file: the tests run in order, from a device that never kept anything.
describe('the public outbox, loaded on demand', () => {
  it('may hold nothing on a device whose outbox database was never made', async () => {
    expect(await outboxMayHoldWork()).toBe(false);
    expect(await outboxDbExists()).toBe(false);
  });

  it('tells who waits once it loads, and whoever asks later at once', async () => {
    const told: unknown[] = [];
    whenOutboxLoaded((outbox) => told.push(outbox));
    expect(told).toEqual([]);
    const outbox = await loadPublicOutbox();
    expect(told).toEqual([outbox]);
    expect(await loadPublicOutbox()).toBe(outbox);
    const { publicOutbox } = await import('./public-outbox.ts');
    expect(outbox).toBe(publicOutbox);

    const later: unknown[] = [];
    whenOutboxLoaded((loaded) => later.push(loaded));
    expect(later).toEqual([outbox]);
  });

  it('may hold work once a submission was kept (its database exists)', async () => {
    const outbox = await loadPublicOutbox();
    await outbox.enqueue({
      path: '/api/emails/footer',
      body: { email: 'a@example.com' },
      idempotencyKey: 'k1',
    });
    expect(await outboxMayHoldWork()).toBe(true);
    await outbox.close();
  });
});
