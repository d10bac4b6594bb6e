import { expect, it } from 'vitest';
import type { Doc } from '../document-store';
import { type ContractContext, idsInOrder } from './context';

interface Post extends Doc {
  title: string;
  body: string;
  open: boolean;
  country?: string;
}

const SPEC = { fields: { title: 5, country: 3, body: 1 }, filters: ['open', 'country'] };

// Fields of one length each, so the ranking turns on the words and fields alone; and no case where a rarer
// word should win, which bm25 weighs and MongoDB's textScore does not.
const posts: Post[] = [
  { _id: 'p1', title: 'Harbour walk', body: 'fish market boats rain', open: true, country: 'Portugal' },
  { _id: 'p2', title: 'Mountain days', body: 'harbour lights snow quiet', open: true, country: 'Norway' },
  { _id: 'p3', title: 'Old town', body: 'church bells harbour tram', open: true, country: 'Portugal' },
  { _id: 'p4', title: 'Café São Bento', body: 'coffee pastry tiles rain', open: true, country: 'Brazil' },
  { _id: 'p5', title: 'Hidden harbour', body: 'secret cove snow fish', open: false, country: 'Iceland' },
];

// The text index (ports/document-store.ts searchText): ranked, paged, filtered by equality, kept in step
// with every write, and deaf to query syntax, alike on both stores.
export function fullTextCases({ store, subject }: ContractContext): void {
  const seeded = async () => {
    const col = store().collection<Post>('posts');
    await col.insertMany(structuredClone(posts));
    await col.ensureTextIndex(SPEC);
    return col;
  };
  const found = async (query: string, where: Record<string, boolean | string> = {}) => {
    const { docs, total } = await store().collection<Post>('posts').searchText({ query, where });
    expect(total).toBe(docs.length);
    return idsInOrder(docs);
  };

  it('finds documents stored before the index by a whole word, heavier fields first', async () => {
    await seeded();
    // The title outweighs the body; p2 and p3 tie and are ordered by _id.
    expect(await found('HARBOUR')).toEqual(['p1', 'p5', 'p2', 'p3']);
    expect(await found('harbou')).toEqual([]);
    expect(await found('portugal')).toEqual(['p1', 'p3']);
  });

  it('ranks documents holding more of the words first, and ignores case and accents', async () => {
    await seeded();
    expect(await found('snow fish')).toEqual(['p5', 'p1', 'p2']);
    expect(await found('sao cafe')).toEqual(['p4']);
    expect(await found('São')).toEqual(['p4']);
  });

  it('keeps only documents equal to where, and pages with the total of every match', async () => {
    const col = await seeded();
    expect(await found('harbour', { open: true })).toEqual(['p1', 'p2', 'p3']);
    expect(await found('harbour', { open: true, country: 'Portugal' })).toEqual(['p1', 'p3']);
    const page = await col.searchText({ query: 'harbour', where: { open: true }, skip: 1, limit: 1 });
    expect({ ids: idsInOrder(page.docs), total: page.total }).toEqual({ ids: ['p2'], total: 3 });
    const last = await col.searchText({ query: 'harbour', skip: 3, limit: 2, projection: { title: 1 } });
    expect(last).toEqual({ docs: [{ _id: 'p3', title: 'Old town' }], total: 4 });
  });

  it('takes no syntax from the query, and finds nothing for one without words', async () => {
    await seeded();
    for (const query of ['"', '*', 'AND (', '-', '', '   ', 'NOT', 'rai*', 'x'.repeat(200), '\u0000'])
      expect(await found(query)).toEqual([]);
    expect(await found('"harbour')).toEqual(['p1', 'p5', 'p2', 'p3']);
    expect(await found('rain*')).toEqual(['p1', 'p4']);
    // Not a negation: both words count (their order here would turn on bm25's rarity, so only the set).
    expect((await found('-rain harbour')).sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(await found('(snow OR quiet) AND')).toEqual(['p2', 'p5']);
  });

  it('follows inserts, updates and deletes at once, inside withLock too, and survives a reopen', async () => {
    const col = await seeded();
    await col.insertOne({ _id: 'p6', title: 'Fjord', body: 'harbour', open: true });
    await col.updateOne({ _id: 'p1' }, { $set: { title: 'Fish walk' } });
    await col.deleteOne({ _id: 'p3' });
    expect(await found('harbour', { open: true })).toEqual(['p6', 'p2']);
    const inside = await store().withLock('posts', async (tx) => {
      const posts = tx.collection<Post>('posts');
      await posts.updateOne({ _id: 'p2' }, { $set: { body: 'lights' } });
      return idsInOrder((await posts.searchText({ query: 'harbour' })).docs);
    });
    expect(inside).toEqual(['p5', 'p6']);
    await expect(
      store().withLock('posts', async (tx) => {
        await tx.collection<Post>('posts').deleteOne({ _id: 'p6' });
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    await store().close();
    const again = await subject().reopen();
    const reopened = again.collection<Post>('posts');
    await reopened.ensureTextIndex(SPEC);
    expect(idsInOrder((await reopened.searchText({ query: 'harbour' })).docs)).toEqual(['p5', 'p6']);
  });

  it('refuses another text index on the same collection, and a search without one', async () => {
    const col = await seeded();
    await col.ensureTextIndex(SPEC);
    await expect(col.ensureTextIndex({ fields: { title: 1 } })).rejects.toThrow();
    await expect(col.ensureTextIndex({ ...SPEC, filters: ['open'] })).rejects.toThrow();
    await expect(store().collection('other').searchText({ query: 'harbour' })).rejects.toThrow();
  });
}
