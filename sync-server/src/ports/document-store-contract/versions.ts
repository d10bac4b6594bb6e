// Collection.version: what lets a server keep an answer built from a collection until the collection
// changes (services/view-cache.ts). A store either keeps versions for every collection or for none.
import { expect, it } from 'vitest';
import type { Collection } from '../document-store';
import type { ContractContext } from './context';

export function versionCases({ store, subject }: ContractContext): void {
  /** Runs write and says whether it moved the collection's version on to one never seen before. */
  async function movesOn(col: Collection, seen: Set<string | undefined>, write: () => Promise<unknown>) {
    const before = await col.version();
    await write();
    const after = await col.version();
    const fresh = after !== before && !seen.has(after);
    seen.add(after);
    return fresh;
  }

  it('moves a collection on with every kind of committed write, and with nothing else', async () => {
    const posts = store().collection('posts');
    const users = store().collection('users');
    const first = await posts.version();
    if (first === undefined) {
      // A store that keeps none says so for every collection, whatever is written.
      await posts.insertOne({ _id: 'p1' });
      expect([await posts.version(), await users.version()]).toStrictEqual([undefined, undefined]);
      return;
    }
    const seen = new Set<string | undefined>([first]);
    const writes: [string, () => Promise<unknown>][] = [
      ['insertOne', () => posts.insertOne({ _id: 'p1', n: 1 })],
      [
        'insertMany',
        () =>
          posts.insertMany([
            { _id: 'p2', n: 2 },
            { _id: 'p3', n: 3 },
          ]),
      ],
      ['updateOne', () => posts.updateOne({ _id: 'p1' }, { $set: { n: 10 } })],
      ['updateMany', () => posts.updateMany({}, { $inc: { n: 1 } })],
      ['findOneAndUpdate', () => posts.findOneAndUpdate({ _id: 'p2' }, { $set: { n: 20 } })],
      ['deleteOne', () => posts.deleteOne({ _id: 'p3' })],
      ['deleteMany', () => posts.deleteMany({ n: { $gte: 11 } })],
      ['withLock', () => store().withLock('s', (tx) => tx.collection('posts').insertOne({ _id: 'p4' }))],
    ];
    const usersVersion = await users.version();
    for (const [kind, write] of writes) expect(await movesOn(posts, seen, write), kind).toBe(true);
    expect(await users.version(), 'another collection').toBe(usersVersion);

    const settled = await posts.version();
    await posts.find({});
    await posts.findOne({ _id: 'p4' });
    await posts.count();
    await store().withLock('s', (tx) => tx.collection('posts').find({}));
    expect(await posts.version(), 'reads').toBe(settled);
    expect(await store().withLock('s', (tx) => tx.collection('posts').version()), 'inside a lock').toBe(
      settled,
    );
  });

  it('never names other contents after the store is opened again', async () => {
    const posts = store().collection('posts');
    if ((await posts.version()) === undefined) return;
    const seen = new Set<string | undefined>([await posts.version()]);
    await movesOn(posts, seen, () => posts.insertOne({ _id: 'p1' }));
    await store().close();

    // Opened again, the same number of writes must not give a version of the first opening.
    const again = (await subject().reopen()).collection('posts');
    expect(seen.has(await again.version())).toBe(false);
    expect(await movesOn(again, seen, () => again.insertOne({ _id: 'p2' }))).toBe(true);
  });
}
