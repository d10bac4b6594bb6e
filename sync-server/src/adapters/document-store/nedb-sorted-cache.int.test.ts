// Sorted pages on the embedded store are remembered (nedb-sorted-cache.ts): every kind of write must
// show in the next page and count at once, as if nothing were remembered.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Collection, Doc, DocumentStore } from '../../ports/document-store';
import { createNedbStore } from './nedb';
import { loadDatastore } from './nedb-datafile';
import { internals } from './nedb-query';
import { orderedMatches } from './nedb-sorted-cache';

interface Row extends Doc {
  n: number;
  kind: string;
}

describe('sorted pages on the embedded store', () => {
  let dir: string;
  let store: DocumentStore;
  let rows: Collection<Row>;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nedb-sorted-'));
    store = await createNedbStore({ dir });
    rows = store.collection<Row>('rows');
    await rows.insertMany(
      Array.from({ length: 40 }, (_, i) => ({ _id: `r${i}`, n: i, kind: i % 2 ? 'odd' : 'even' })),
    );
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const top = async (filter = {}) =>
    (await rows.find(filter, { sort: { n: -1 }, limit: 3 })).map((row) => row._id);

  it('shows each kind of write in the next page and count', async () => {
    expect(await top()).toEqual(['r39', 'r38', 'r37']);
    expect(await rows.count({})).toBe(40);
    await rows.insertOne({ _id: 'new', n: 100, kind: 'even' });
    expect(await top()).toEqual(['new', 'r39', 'r38']);
    expect(await rows.count({})).toBe(41);
    await rows.updateOne({ _id: 'r0' }, { $set: { n: 200 } });
    expect(await top()).toEqual(['r0', 'new', 'r39']);
    await rows.deleteOne({ _id: 'r0' });
    expect(await top()).toEqual(['new', 'r39', 'r38']);
    expect(await rows.count({})).toBe(40);
    await rows.deleteMany({ kind: 'odd' });
    expect(await top()).toEqual(['new', 'r38', 'r36']);
    expect(await rows.count({ kind: 'odd' })).toBe(0);
    await store.withLock('test', async (tx) => {
      await tx.collection<Row>('rows').insertOne({ _id: 'tx', n: 300, kind: 'odd' });
    });
    expect(await top()).toEqual(['tx', 'new', 'r38']);
    expect(await top({ kind: 'odd' })).toEqual(['tx']);
    expect(await rows.count({ kind: 'odd' })).toBe(1);
  });

  it('answers copies: changing a page changes nothing stored', async () => {
    const [first] = await rows.find({}, { sort: { n: -1 }, limit: 1 });
    if (first) first.n = -1;
    expect((await rows.find({}, { sort: { n: -1 }, limit: 1 }))[0]?.n).toBe(39);
  });

  it('never keeps an order worked out while a write landed', async () => {
    // Reads racing each write, some of them working out the order just before it lands.
    const expected = ['r39', 'r38', 'r37'];
    for (let i = 0; i < 20; i += 1) {
      await Promise.all([top(), rows.insertOne({ _id: `w${i}`, n: 1000 + i, kind: 'even' }), top()]);
      expected.unshift(`w${i}`);
      expect(await top()).toEqual(expected.slice(0, 3));
    }
  });

  it('still pages a filter it cannot name as a key (a search) in order', async () => {
    expect(
      (await rows.find({ kind: { $regex: /^od/ } }, { sort: { n: -1 }, limit: 2 })).map((r) => r._id),
    ).toEqual(['r39', 'r37']);
  });

  it('tells apart filters that print alike, such as NaN and null', async () => {
    await rows.insertOne({ _id: 'none', n: -1, kind: 'none', missing: null } as Row);
    const page = async (missing: number | null) =>
      (await rows.find({ missing } as never, { sort: { n: -1 } })).map((row) => row._id);
    expect(await page(null)).toContain('none');
    expect(await page(Number.NaN)).toEqual([]);
  });

  it('does not keep an order when a write lands between its read and its keeping', async () => {
    const ds = await loadDatastore(join(dir, 'raw.db'));
    await ds.insertAsync([{ _id: 'a', n: 1 }]);
    const { executor } = internals(ds);
    const push = executor.pushAsync.bind(executor);
    // The read's turn ends, then an insert lands before the order read in that turn can be kept.
    executor.pushAsync = async <R>(task: () => Promise<R>): Promise<R> => {
      executor.pushAsync = push;
      const read = await push(task);
      await ds.insertAsync({ _id: 'b', n: 2 });
      return read;
    };
    const ids = async () => (await orderedMatches(ds, {}, { n: -1 })).map((doc) => doc._id);
    expect(await ids()).toEqual(['a']);
    expect(await ids()).toEqual(['b', 'a']);
  });
});
