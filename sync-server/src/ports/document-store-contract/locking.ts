import { expect, it } from 'vitest';
import { DuplicateKeyError } from '../document-store';
import { type ContractContext, deferred, sleep } from './context';

/** Long enough for a wrongly admitted waiter to have run, short enough to keep the suite quick. */
const SETTLE_MS = 50;

export function lockCases({ store }: ContractContext): void {
  it('serializes read-modify-write sections on the same scope', async () => {
    await store().collection('counters').insertOne({ _id: 'c', n: 0 });
    await Promise.all(
      Array.from({ length: 50 }, () =>
        store().withLock('s', async (tx) => {
          const counters = tx.collection('counters');
          const current = await counters.findOne({ _id: 'c' });
          await sleep(0);
          await counters.updateOne({ _id: 'c' }, { $set: { n: Number(current?.n) + 1 } });
        }),
      ),
    );
    expect((await store().collection('counters').findOne({ _id: 'c' }))?.n).toBe(50);
  });

  it('does not block other scopes while a lock is held, and queues the same scope', async () => {
    const entered = deferred();
    const release = deferred();
    const holder = store().withLock('a', async () => {
      entered.resolve();
      await release.promise;
      return 'held';
    });
    await entered.promise;

    const other = store().withLock('b', async (tx) => tx.collection('notes').insertOne({ _id: 'n1' }));
    const outcome = await Promise.race([other.then(() => 'ran'), sleep(5_000).then(() => 'blocked')]);
    expect(outcome).toBe('ran');

    let sameRan = false;
    const same = store().withLock('a', async () => {
      sameRan = true;
    });
    await sleep(SETTLE_MS);
    expect(sameRan).toBe(false);

    release.resolve();
    expect(await holder).toBe('held');
    await same;
    expect(sameRan).toBe(true);
  });

  it('returns what fn returns, with tx writes visible afterwards', async () => {
    const result = await store().withLock('w', async (tx) => {
      await tx.collection('notes').insertOne({ _id: 'n1', text: 'hi' });
      return (await tx.collection('notes').findOne({ _id: 'n1' }))?.text;
    });
    expect(result).toBe('hi');
    expect(await store().collection('notes').findOne({ _id: 'n1' })).toStrictEqual({ _id: 'n1', text: 'hi' });
  });

  it('releases the lock and rethrows when fn throws, leaving nothing fn wrote', async () => {
    const boom = new Error('boom');
    await expect(
      store().withLock('e', async (tx) => {
        await tx.collection('notes').insertOne({ _id: 'n1' });
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect(await store().collection('notes').count()).toBe(0);
    const next = store().withLock('e', async () => 'free');
    const outcome = await Promise.race([next, sleep(5_000).then(() => 'still locked')]);
    expect(outcome).toBe('free');
  });

  it('lets a DuplicateKeyError raised inside fn through unchanged', async () => {
    const col = store().collection('users');
    await col.ensureIndex({ fields: { email: 1 }, unique: true });
    await col.insertOne({ _id: 'u1', email: 'ann@example.com' });
    const attempt = store().withLock('u', (tx) =>
      tx.collection('users').insertOne({ _id: 'u2', email: 'ann@example.com' }),
    );
    await expect(attempt).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await col.count()).toBe(1);
  });
}
