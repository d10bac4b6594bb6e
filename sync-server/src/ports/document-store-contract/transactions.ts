import { expect, it } from 'vitest';
import type { Collection, Doc } from '../document-store';
import { DuplicateKeyError } from '../document-store';
import { type ContractContext, deferred, sleep } from './context';

interface Trip extends Doc {
  title: string;
  country: string;
  days: number;
}

/** 30 trips whose days are 0..29 in a scrambled order, so every sort on days is total. */
const trips: Trip[] = Array.from({ length: 30 }, (_, i) => ({
  _id: `t${String(i).padStart(2, '0')}`,
  title: `Trip ${i}`,
  country: ['it', 'no', 'ch'][i % 3] ?? 'it',
  days: (i * 7) % 30,
}));

/** The same reads, whether made inside a section or on the committed collection afterwards. */
async function readAll(col: Collection<Trip>) {
  // One at a time: a MongoDB session runs one operation at a time.
  return {
    all: await col.find({}, { sort: { days: 1 } }),
    italyLongest: await col.find({ country: 'it' }, { sort: { days: -1 }, limit: 4 }),
    page: await col.find({}, { sort: { days: 1 }, skip: 3, limit: 5 }),
    longPage: await col.find(
      { days: { $gte: 10 } },
      { sort: { days: 1 }, skip: 2, limit: 3, projection: { days: 1 } },
    ),
    longestLean: await col.find({}, { sort: { days: -1 }, limit: 3, projection: { title: 0, country: 0 } }),
    swissIds: await col.find({ country: 'ch' }, { sort: { days: 1 }, limit: 2, projection: { _id: 1 } }),
    inserted: await col.findOne({ _id: 't30' }),
    norwayLongest: await col.findOne({ country: 'no' }, { sort: { days: -1 } }),
    deleted: await col.findOne({ days: { $in: [1, 2, 3] } }),
    total: await col.count(),
    swiss: await col.count({ country: 'ch' }),
    short: await col.count({ days: { $lt: 5 } }),
  };
}

// withLock is a transaction on every store: fn's writes commit together or not at all, fn reads them
// back before they commit, and writes outside the lock are never lost to it.
export function transactionCases({ store }: ContractContext): void {
  it('discards every write of fn when it throws, in every collection', async () => {
    const notes = store().collection('notes');
    const tags = store().collection('tags');
    await notes.insertMany([
      { _id: 'n1', text: 'a' },
      { _id: 'n2', text: 'b' },
    ]);
    await tags.insertOne({ _id: 't1', uses: 1 });
    const boom = new Error('boom');
    const attempt = store().withLock('r', async (tx) => {
      await tx.collection('notes').insertOne({ _id: 'n3', text: 'c' });
      await tx.collection('notes').updateOne({ _id: 'n1' }, { $set: { text: 'changed' } });
      await tx.collection('notes').deleteOne({ _id: 'n2' });
      await tx.collection('tags').insertMany([{ _id: 't2' }, { _id: 't3' }]);
      await tx.collection('tags').updateMany({}, { $inc: { uses: 1 } });
      await tx.collection('tags').deleteMany({ _id: 't1' });
      throw boom;
    });
    await expect(attempt).rejects.toBe(boom);
    expect(await notes.find({}, { sort: { _id: 1 } })).toStrictEqual([
      { _id: 'n1', text: 'a' },
      { _id: 'n2', text: 'b' },
    ]);
    expect(await tags.find()).toStrictEqual([{ _id: 't1', uses: 1 }]);
  });

  it('lets fn read its own inserts, updates and deletes through every query', async () => {
    await store().collection<Trip>('trips').insertMany(structuredClone(trips));
    const inside = await store().withLock('t', async (tx) => {
      const col = tx.collection<Trip>('trips');
      await col.insertMany([
        { _id: 't30', title: 'Short', country: 'it', days: 0.5 },
        { _id: 't31', title: 'Long', country: 'no', days: 100 },
      ]);
      await col.updateOne({ _id: 't30' }, { $set: { title: 'Shortest' } });
      await col.updateOne({ days: 29 }, { $set: { days: -1 } });
      await col.updateMany({ country: 'ch' }, { $inc: { days: 0.25 } });
      await col.deleteMany({ days: { $in: [1, 2, 3] } });
      return readAll(col);
    });

    expect(inside.total).toBe(30);
    expect(inside.inserted).toStrictEqual({ _id: 't30', title: 'Shortest', country: 'it', days: 0.5 });
    expect(inside.deleted).toBeNull();
    expect(inside.all.map((trip) => trip.days).slice(0, 3)).toEqual([-0.75, 0, 0.5]);
    expect(inside.longestLean[0]).toStrictEqual({ _id: 't31', days: 100 });
    expect(inside.swissIds).toStrictEqual([{ _id: 't17' }, { _id: 't26' }]);
    // What fn read is exactly what the same queries answer once it has committed.
    expect(inside).toStrictEqual(await readAll(store().collection<Trip>('trips')));
  });

  it('throws DuplicateKeyError at an insert of a taken _id, which fn may catch and go on', async () => {
    const users = store().collection('users');
    await users.insertOne({ _id: 'u1', name: 'ann' });
    const caught = await store().withLock('d', async (tx) => {
      const col = tx.collection('users');
      const errors: unknown[] = [];
      const keep = (err: unknown) => void errors.push(err);
      await col.insertOne({ _id: 'u1', name: 'other' }).catch(keep);
      await col.insertOne({ _id: 'u2', name: 'bob' });
      await col.insertOne({ _id: 'u2', name: 'bob again' }).catch(keep);
      await col.insertMany([{ _id: 'u3' }, { _id: 'u1' }]).catch(keep);
      await col.insertOne({ _id: 'u4', name: 'cid' });
      return errors;
    });
    expect(caught).toHaveLength(3);
    for (const err of caught) expect(err).toBeInstanceOf(DuplicateKeyError);
    expect(await users.find({}, { sort: { _id: 1 } })).toStrictEqual([
      { _id: 'u1', name: 'ann' },
      { _id: 'u2', name: 'bob' },
      { _id: 'u4', name: 'cid' },
    ]);
  });

  it('enforces unique indexes at the write inside fn, against committed and own documents', async () => {
    const users = store().collection('users');
    await users.ensureIndex({ fields: { email: 1 }, unique: true });
    await users.insertOne({ _id: 'u1', email: 'ann@example.com' });
    const violations = [
      (col: Collection) => col.insertOne({ _id: 'u3', email: 'ann@example.com' }),
      (col: Collection) => col.insertOne({ _id: 'u3', email: 'bob@example.com' }),
      (col: Collection) => col.updateOne({ _id: 'u1' }, { $set: { email: 'bob@example.com' } }),
      (col: Collection) => col.findOneAndUpdate({ _id: 'u1' }, { $set: { email: 'bob@example.com' } }),
    ];
    for (const violate of violations) {
      const attempt = store().withLock('u', async (tx) => {
        const col = tx.collection('users');
        await col.insertOne({ _id: 'u2', email: 'bob@example.com' });
        const err = await violate(col).then(
          () => new Error('the write went through'),
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(DuplicateKeyError);
        throw err;
      });
      await expect(attempt).rejects.toBeInstanceOf(DuplicateKeyError);
    }
    expect(await users.find()).toStrictEqual([{ _id: 'u1', email: 'ann@example.com' }]);

    // A key fn frees is free for fn to take, and the index still holds once it has committed.
    await store().withLock('u', async (tx) => {
      await tx.collection('users').deleteOne({ _id: 'u1' });
      await tx.collection('users').insertOne({ _id: 'u2', email: 'ann@example.com' });
    });
    expect(await users.find()).toStrictEqual([{ _id: 'u2', email: 'ann@example.com' }]);
    await expect(users.insertOne({ _id: 'u3', email: 'ann@example.com' })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
  });

  it('lets fn move unique keys from document to document, even swap them', async () => {
    const users = store().collection('users');
    await users.ensureIndex({ fields: { email: 1 }, unique: true });
    await users.insertMany([
      { _id: 'u1', email: 'a' },
      { _id: 'u2', email: 'b' },
    ]);
    await store().withLock('u', async (tx) => {
      const col = tx.collection('users');
      await col.updateOne({ _id: 'u1' }, { $set: { email: 'swapping' } });
      await col.updateOne({ _id: 'u2' }, { $set: { email: 'a' } });
      await col.updateOne({ _id: 'u1' }, { $set: { email: 'b' } });
    });
    await store().withLock('u', async (tx) => {
      const col = tx.collection('users');
      await col.insertOne({ _id: 'u3', email: 'c' });
      await col.updateOne({ _id: 'u1' }, { $set: { email: 'd' } });
      await col.updateOne({ _id: 'u3' }, { $set: { email: 'b' } });
    });
    expect(await users.find({}, { sort: { _id: 1 } })).toStrictEqual([
      { _id: 'u1', email: 'd' },
      { _id: 'u2', email: 'a' },
      { _id: 'u3', email: 'b' },
    ]);
    await expect(users.insertOne({ _id: 'u4', email: 'b' })).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('keeps a write made outside the lock to a document fn read and then changed: fn runs again', async () => {
    const counters = store().collection('counters');
    await counters.insertOne({ _id: 'c', n: 0 });
    const read = deferred();
    const go = deferred();
    const seen: unknown[] = [];
    const locked = store().withLock('c', async (tx) => {
      const doc = await tx.collection('counters').findOne({ _id: 'c' });
      seen.push(doc?.n);
      read.resolve();
      await go.promise;
      await tx.collection('counters').updateOne({ _id: 'c' }, { $set: { label: `saw ${doc?.n}` } });
    });
    await read.promise;
    await counters.updateOne({ _id: 'c' }, { $inc: { n: 1 } });
    go.resolve();
    await locked;
    expect(await counters.findOne({ _id: 'c' })).toStrictEqual({ _id: 'c', n: 1, label: 'saw 1' });
    expect(seen).toEqual([0, 1]);
  });

  it('lets sections on different scopes change the same document without losing either', async () => {
    const counters = store().collection('counters');
    await counters.insertOne({ _id: 'c', n: 0 });
    const readA = deferred();
    const readB = deferred();
    const increment = (scope: string, mine: () => void, theirs: Promise<void>) =>
      store().withLock(scope, async (tx) => {
        const doc = await tx.collection('counters').findOne({ _id: 'c' });
        mine();
        await theirs;
        await tx.collection('counters').updateOne({ _id: 'c' }, { $set: { n: Number(doc?.n) + 1 } });
      });
    await Promise.all([
      increment('a', readA.resolve, readB.promise),
      increment('b', readB.resolve, readA.promise),
    ]);
    expect((await counters.findOne({ _id: 'c' }))?.n).toBe(2);
  });

  it('announces the inserts of fn once it has committed, and none of a discarded fn', async () => {
    const seen: unknown[] = [];
    const stop = store().watch('events', (doc) => seen.push(doc));
    await store().withLock('w', async (tx) => {
      await tx.collection('events').insertOne({ _id: 'e1' });
      await sleep(50);
      expect(seen).toEqual([]);
    });
    const discarded = store().withLock('w', async (tx) => {
      await tx.collection('events').insertOne({ _id: 'e2' });
      throw new Error('discarded');
    });
    await expect(discarded).rejects.toThrow('discarded');
    await expect.poll(() => seen.length, { timeout: 5000 }).toBe(1);
    await sleep(200);
    expect(seen).toEqual([{ _id: 'e1' }]);
    stop();
  });
}
