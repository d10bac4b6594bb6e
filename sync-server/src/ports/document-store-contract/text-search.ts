import { expect, it } from 'vitest';
import { containsText, type Doc } from '../document-store';
import { type ContractContext, idSet, idsInOrder } from './context';

interface Note extends Doc {
  title: string;
  author: { name: string };
  createdAt: string;
}

// Titles full of characters a regular expression would read as syntax: the search must take them literally.
const notes: Note[] = [
  { _id: 'n1', title: 'Alps in May', author: { name: 'Ann' }, createdAt: '2024-01-01' },
  { _id: 'n2', title: 'a.b (c) [d] {2}', author: { name: 'Bob' }, createdAt: '2024-01-02' },
  { _id: 'n3', title: 'axb c d', author: { name: 'ann lee' }, createdAt: '2024-01-03' },
  { _id: 'n4', title: 'C++ & $5 ^ends$ | a\\b * ?', author: { name: 'Cid' }, createdAt: '2024-01-04' },
  { _id: 'n5', title: 'nul\u0000byte', author: { name: 'Dee' }, createdAt: '2024-01-05' },
];

// containsText (ports/document-store.ts) is the one RegExp in the shared query subset: a case-insensitive
// substring match that both stores answer alike, alone, inside $or, beside other fields and in withLock.
export function textSearchCases({ store }: ContractContext): void {
  const seeded = async () => {
    const col = store().collection<Note>('notes');
    await col.insertMany(structuredClone(notes));
    return col;
  };
  const titled = async (text: string) =>
    idSet(
      await store()
        .collection<Note>('notes')
        .find({ title: containsText(text) }),
    );

  it('matches a substring anywhere in a field, ignoring case', async () => {
    const col = await seeded();
    expect(idSet(await col.find({ title: containsText('ALPS') }))).toEqual(['n1']);
    expect(idSet(await col.find({ title: containsText('in m') }))).toEqual(['n1']);
    expect(idSet(await col.find({ 'author.name': containsText('ann') }))).toEqual(['n1', 'n3']);
    expect(await col.count({ title: containsText('nowhere') })).toBe(0);
    expect(await col.count({ title: containsText('') })).toBe(5);
  });

  it('takes characters special to a regular expression literally', async () => {
    await seeded();
    expect(await titled('a.b')).toEqual(['n2']);
    expect(await titled('(c) [d] {2}')).toEqual(['n2']);
    expect(await titled('c++')).toEqual(['n4']);
    expect(await titled('$5 ^ends$ | a\\b * ?')).toEqual(['n4']);
    expect(await titled('.')).toEqual(['n2']);
    expect(await titled('nul\u0000b')).toEqual(['n5']);
    expect(await titled('a|x')).toEqual([]);
  });

  it('matches inside $or and beside other fields, sorted and paged, and counts alike', async () => {
    const col = await seeded();
    const either = { $or: [{ title: containsText('B') }, { 'author.name': containsText('LEE') }] };
    expect(idSet(await col.find(either))).toEqual(['n2', 'n3', 'n4', 'n5']);
    expect(await col.count(either)).toBe(4);
    const page = await col.find(either, { sort: { createdAt: -1 }, skip: 1, limit: 2 });
    expect(idsInOrder(page)).toEqual(['n4', 'n3']);
    expect(
      idSet(await col.find({ ...either, _id: { $ne: 'n4' }, createdAt: { $lt: '2024-01-05' } })),
    ).toEqual(['n2', 'n3']);
  });

  it('matches inside withLock, on buffered writes too', async () => {
    await seeded();
    const seen = await store().withLock('notes', async (tx) => {
      const col = tx.collection<Note>('notes');
      await col.insertOne({
        _id: 'n6',
        title: 'More ALPS',
        author: { name: 'Eve' },
        createdAt: '2024-01-06',
      });
      await col.updateOne({ _id: 'n1' }, { $set: { title: 'Dolomites' } });
      const filter = { title: containsText('alps') };
      return { ids: idSet(await col.find(filter)), count: await col.count(filter) };
    });
    expect(seen).toEqual({ ids: ['n6'], count: 1 });
    expect(await titled('alps')).toEqual(['n6']);
  });
}
