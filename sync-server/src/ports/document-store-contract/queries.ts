import { expect, it } from 'vitest';
import type { Doc } from '../document-store';
import { type ContractContext, idSet, idsInOrder } from './context';

interface Trip extends Doc {
  title: string;
  country: string;
  days: number;
  tags: string[];
  meta: { rating: number; author: { name: string } };
  draft?: boolean;
}

const trips: Trip[] = [
  {
    _id: 't1',
    title: 'Alps',
    country: 'ch',
    days: 5,
    tags: ['hike', 'snow'],
    meta: { rating: 4, author: { name: 'ann' } },
    draft: false,
  },
  {
    _id: 't2',
    title: 'Rome',
    country: 'it',
    days: 3,
    tags: ['food'],
    meta: { rating: 5, author: { name: 'bob' } },
  },
  {
    _id: 't3',
    title: 'Dolomites',
    country: 'it',
    days: 7,
    tags: ['hike'],
    meta: { rating: 4, author: { name: 'ann' } },
    draft: true,
  },
  {
    _id: 't4',
    title: 'Oslo',
    country: 'no',
    days: 2,
    tags: [],
    meta: { rating: 3, author: { name: 'cid' } },
  },
  {
    _id: 't5',
    title: 'Bergen',
    country: 'no',
    days: 4,
    tags: ['rain'],
    meta: { rating: 5, author: { name: 'bob' } },
    draft: false,
  },
];

export function queryCases({ store }: ContractContext): void {
  const seeded = async () => {
    const col = store().collection<Trip>('trips');
    await col.insertMany(structuredClone(trips));
    return col;
  };

  it('returns inserted documents exactly as given, without adapter fields', async () => {
    const col = store().collection('entries');
    const doc = {
      _id: 'e1',
      title: 'Day one',
      at: new Date('2024-05-01T08:30:00.000Z'),
      nothing: null,
      nested: { list: [{ a: 1 }, { b: [2, 3] }], flag: true },
    };
    expect(await col.insertOne(structuredClone(doc))).toStrictEqual(doc);
    expect(await col.findOne({ _id: 'e1' })).toStrictEqual(doc);
    expect(await col.find()).toStrictEqual([doc]);
  });

  it('keeps no reference to the caller’s inserted object', async () => {
    const col = store().collection('entries');
    const doc = { _id: 'e1', tags: ['a'] };
    await col.insertOne(doc);
    doc.tags.push('mutated');
    expect(await col.findOne({ _id: 'e1' })).toStrictEqual({ _id: 'e1', tags: ['a'] });
  });

  it('leaves undefined properties out of stored documents', async () => {
    const col = store().collection('entries');
    await col.insertOne({ _id: 'e1', title: 'kept', note: undefined });
    await col.insertMany([{ _id: 'e2', note: undefined }]);
    expect(await col.count({ note: { $exists: true } })).toBe(0);
    expect(await col.findOne({ _id: 'e1' })).toEqual({ _id: 'e1', title: 'kept' });
  });

  it('finds by equality, dotted paths and array membership', async () => {
    const col = await seeded();
    expect(idSet(await col.find({ country: 'it' }))).toEqual(['t2', 't3']);
    expect(idSet(await col.find({ 'meta.author.name': 'ann' }))).toEqual(['t1', 't3']);
    expect(idSet(await col.find({ tags: 'hike' }))).toEqual(['t1', 't3']);
    expect(idSet(await col.find({ country: 'it', days: 7 }))).toEqual(['t3']);
    expect(await col.find({ country: 'fr' })).toEqual([]);
    expect(await col.findOne({ country: 'fr' })).toBeNull();
  });

  it('finds one _id only when the rest of the filter holds for it too, inside a lock as outside', async () => {
    const col = await seeded();
    expect((await col.findOne({ _id: 't3', country: 'it' }))?.title).toBe('Dolomites');
    expect(await col.findOne({ _id: 't3', country: 'ch' })).toBeNull();
    expect(await col.findOne({ _id: 't2', draft: { $exists: true } })).toBeNull();
    expect(idSet(await col.find({ _id: 't1', $or: [{ days: 5 }, { country: 'no' }] }))).toEqual(['t1']);
    expect(await col.count({ _id: 't4', 'meta.rating': { $gt: 3 } })).toBe(0);
    const inLock = await store().withLock('trips-scope', async (tx) => {
      const trip = tx.collection<Trip>('trips');
      return [
        await trip.findOne({ _id: 't5', tags: 'rain' }),
        await trip.findOne({ _id: 't5', tags: 'hike' }),
      ];
    });
    expect(inLock.map((trip) => trip?._id ?? null)).toEqual(['t5', null]);
  });

  it('supports $in, $nin and $ne, which also match documents missing the field', async () => {
    const col = await seeded();
    expect(idSet(await col.find({ country: { $in: ['ch', 'no'] } }))).toEqual(['t1', 't4', 't5']);
    expect(idSet(await col.find({ country: { $nin: ['ch', 'no'] } }))).toEqual(['t2', 't3']);
    expect(idSet(await col.find({ draft: { $ne: true } }))).toEqual(['t1', 't2', 't4', 't5']);
    expect(idSet(await col.find({ draft: { $nin: [true] } }))).toEqual(['t1', 't2', 't4', 't5']);
  });

  it('supports range operators and $exists', async () => {
    const col = await seeded();
    expect(idSet(await col.find({ days: { $gt: 4 } }))).toEqual(['t1', 't3']);
    expect(idSet(await col.find({ days: { $gte: 4 } }))).toEqual(['t1', 't3', 't5']);
    expect(idSet(await col.find({ days: { $lt: 3 } }))).toEqual(['t4']);
    expect(idSet(await col.find({ days: { $gte: 3, $lte: 4 } }))).toEqual(['t2', 't5']);
    expect(idSet(await col.find({ 'meta.rating': { $gte: 5 } }))).toEqual(['t2', 't5']);
    expect(idSet(await col.find({ draft: { $exists: true } }))).toEqual(['t1', 't3', 't5']);
    expect(idSet(await col.find({ draft: { $exists: false } }))).toEqual(['t2', 't4']);
  });

  it('supports $or and $and, nested in each other', async () => {
    const col = await seeded();
    expect(idSet(await col.find({ $or: [{ country: 'ch' }, { days: { $lt: 3 } }] }))).toEqual(['t1', 't4']);
    expect(idSet(await col.find({ $and: [{ country: 'it' }, { days: { $gt: 3 } }] }))).toEqual(['t3']);
    const nested = { $and: [{ $or: [{ country: 'no' }, { country: 'it' }] }, { 'meta.rating': 5 }] };
    expect(idSet(await col.find(nested))).toEqual(['t2', 't5']);
  });

  it('sorts ascending, descending and by several keys', async () => {
    const col = await seeded();
    expect(idsInOrder(await col.find({}, { sort: { days: 1 } }))).toEqual(['t4', 't2', 't5', 't1', 't3']);
    expect(idsInOrder(await col.find({}, { sort: { days: -1 } }))).toEqual(['t3', 't1', 't5', 't2', 't4']);
    const multi = await col.find({}, { sort: { 'meta.rating': -1, title: 1 } });
    expect(idsInOrder(multi)).toEqual(['t5', 't2', 't1', 't3', 't4']);
  });

  it('applies skip and limit after sorting', async () => {
    const col = await seeded();
    const page = await col.find({}, { sort: { days: 1 }, skip: 1, limit: 2 });
    expect(idsInOrder(page)).toEqual(['t2', 't5']);
    expect(await col.find({}, { limit: 3 })).toHaveLength(3);
    expect(idsInOrder(await col.find({}, { sort: { days: 1 }, skip: 4 }))).toEqual(['t3']);
  });

  it('projects by inclusion, by exclusion and on dotted paths', async () => {
    const col = await seeded();
    const opts = { sort: { days: 1 as const }, limit: 1 };
    expect(await col.find({}, { ...opts, projection: { title: 1 } })).toStrictEqual([
      { _id: 't4', title: 'Oslo' },
    ]);
    expect(await col.find({}, { ...opts, projection: { title: 1, _id: 0 } })).toStrictEqual([
      { title: 'Oslo' },
    ]);
    expect(await col.find({}, { ...opts, projection: { meta: 0, tags: 0, title: 0 } })).toStrictEqual([
      { _id: 't4', country: 'no', days: 2 },
    ]);
    expect(await col.findOne({ _id: 't1' }, { projection: { 'meta.rating': 1 } })).toStrictEqual({
      _id: 't1',
      meta: { rating: 4 },
    });
    expect(await col.find({}, { ...opts, projection: { _id: 1 } })).toStrictEqual([{ _id: 't4' }]);
  });

  it('matches dotted paths into arrays of subdocuments', async () => {
    const col = store().collection('albums');
    await col.insertOne({ _id: 'a1', images: [{ id: 'x' }, { id: 'y' }], hero: { id: 'h' } });
    await col.insertOne({ _id: 'a2', images: [], hero: null });
    expect(await col.count({ 'images.id': 'y' })).toBe(1);
    expect(await col.count({ 'images.id': { $in: ['q', 'x'] } })).toBe(1);
    expect(await col.count({ $or: [{ 'hero.id': 'x' }, { 'images.id': 'x' }] })).toBe(1);
    expect(await col.count({ 'hero.id': 'h' })).toBe(1);
    expect(await col.count({ 'images.id': 'z' })).toBe(0);
  });

  it('findOne honours sort', async () => {
    const col = await seeded();
    expect((await col.findOne({ country: 'it' }, { sort: { days: -1 } }))?._id).toBe('t3');
    expect((await col.findOne({ country: 'it' }, { sort: { days: 1 } }))?._id).toBe('t2');
  });

  it('counts with and without a filter', async () => {
    const col = await seeded();
    expect(await col.count()).toBe(5);
    expect(await col.count({ country: 'no' })).toBe(2);
    expect(await col.count({ country: 'fr' })).toBe(0);
    expect(await store().collection('empty').count()).toBe(0);
  });

  it('rejects collection names that are not plain identifiers', () => {
    for (const name of ['../escape', 'a/b', 'Trips', '_locks', '', 'a.b']) {
      expect(() => store().collection(name), name).toThrow(/collection name/);
    }
  });
}
