import { expect, it } from 'vitest';
import type { ContractContext } from './context';

export function updateCases({ store }: ContractContext): void {
  const seeded = async () => {
    const col = store().collection('posts');
    await col.insertMany([
      { _id: 'p1', title: 'A', likes: 1, tags: ['x', 'y', 'x', 'z'], meta: { views: 10 } },
      { _id: 'p2', title: 'B', likes: 5, tags: ['y'], meta: { views: 3 } },
      { _id: 'p3', title: 'C', likes: 0 },
    ]);
    return col;
  };

  it('$set replaces and creates fields, including dotted ones', async () => {
    const col = await seeded();
    const r = await col.updateOne(
      { _id: 'p1' },
      { $set: { title: 'A2', 'meta.views': 11, 'meta.geo.lat': 46.5 } },
    );
    expect(r).toEqual({ matched: 1, modified: 1 });
    expect(await col.findOne({ _id: 'p1' }, { projection: { title: 1, meta: 1 } })).toStrictEqual({
      _id: 'p1',
      title: 'A2',
      meta: { views: 11, geo: { lat: 46.5 } },
    });
  });

  it('reports matched but not modified when the update changes nothing', async () => {
    const col = await seeded();
    expect(await col.updateOne({ _id: 'p1' }, { $set: { title: 'A' } })).toEqual({ matched: 1, modified: 0 });
    expect(await col.updateOne({ _id: 'p3' }, { $unset: { missing: true } })).toEqual({
      matched: 1,
      modified: 0,
    });
    expect(await col.updateOne({ _id: 'nope' }, { $set: { title: 'Z' } })).toEqual({
      matched: 0,
      modified: 0,
    });
    expect(await col.updateMany({ likes: { $gt: 100 } }, { $inc: { likes: 1 } })).toEqual({
      matched: 0,
      modified: 0,
    });
  });

  it('updateOne changes a single document even when several match', async () => {
    const col = await seeded();
    expect(await col.updateOne({ likes: { $gte: 0 } }, { $inc: { likes: 100 } })).toEqual({
      matched: 1,
      modified: 1,
    });
    expect(await col.count({ likes: { $gte: 100 } })).toBe(1);
  });

  it('$unset removes fields, including dotted ones', async () => {
    const col = await seeded();
    expect(await col.updateMany({}, { $unset: { 'meta.views': true, title: '' } })).toEqual({
      matched: 3,
      modified: 3,
    });
    expect(await col.findOne({ _id: 'p2' })).toStrictEqual({ _id: 'p2', likes: 5, tags: ['y'], meta: {} });
    expect(await col.findOne({ _id: 'p3' })).toStrictEqual({ _id: 'p3', likes: 0 });
  });

  it('$inc adds to numbers and creates missing fields', async () => {
    const col = await seeded();
    expect(await col.updateMany({ likes: { $gte: 1 } }, { $inc: { likes: 2, 'meta.shares': 1 } })).toEqual({
      matched: 2,
      modified: 2,
    });
    expect(await col.findOne({ _id: 'p1' }, { projection: { likes: 1, meta: 1 } })).toStrictEqual({
      _id: 'p1',
      likes: 3,
      meta: { views: 10, shares: 1 },
    });
    expect((await col.findOne({ _id: 'p2' }))?.likes).toBe(7);
    expect((await col.findOne({ _id: 'p3' }))?.likes).toBe(0);
  });

  it('$push appends one value, creating the array when missing', async () => {
    const col = await seeded();
    await col.updateOne({ _id: 'p2' }, { $push: { tags: 'w' } });
    await col.updateOne({ _id: 'p3' }, { $push: { tags: { by: 'ann' } } });
    await col.updateOne({ _id: 'p3' }, { $push: { tags: ['as', 'one'] } });
    expect((await col.findOne({ _id: 'p2' }))?.tags).toEqual(['y', 'w']);
    expect((await col.findOne({ _id: 'p3' }))?.tags).toEqual([{ by: 'ann' }, ['as', 'one']]);
  });

  it('$pull removes every equal element, or those matching $in', async () => {
    const col = await seeded();
    expect(await col.updateOne({ _id: 'p1' }, { $pull: { tags: 'x' } })).toEqual({ matched: 1, modified: 1 });
    expect((await col.findOne({ _id: 'p1' }))?.tags).toEqual(['y', 'z']);
    expect(await col.updateOne({ _id: 'p1' }, { $pull: { tags: { $in: ['z', 'q'] } } })).toEqual({
      matched: 1,
      modified: 1,
    });
    expect((await col.findOne({ _id: 'p1' }))?.tags).toEqual(['y']);
    expect(await col.updateOne({ _id: 'p1' }, { $pull: { tags: 'absent' } })).toEqual({
      matched: 1,
      modified: 0,
    });
  });

  it('$pull leaves documents without the array alone', async () => {
    const col = await seeded();
    const r = await col.updateMany({}, { $pull: { tags: 'y' }, $inc: { likes: 1 } });
    expect(r).toEqual({ matched: 3, modified: 3 });
    expect(await col.find({}, { sort: { _id: 1 }, projection: { tags: 1, likes: 1 } })).toStrictEqual([
      { _id: 'p1', likes: 2, tags: ['x', 'x', 'z'] },
      { _id: 'p2', likes: 6, tags: [] },
      { _id: 'p3', likes: 1 },
    ]);
    expect(await col.updateOne({ _id: 'p3' }, { $pull: { tags: 'y' } })).toEqual({ matched: 1, modified: 0 });
  });

  it('keeps no reference to values passed to $set or $push', async () => {
    const col = await seeded();
    const list = ['a'];
    const entry = { at: 1 };
    await col.updateOne({ _id: 'p3' }, { $set: { list } });
    await col.updateOne({ _id: 'p3' }, { $push: { log: entry } });
    list.push('mutated');
    entry.at = 2;
    expect(await col.findOne({ _id: 'p3' })).toStrictEqual({
      _id: 'p3',
      title: 'C',
      likes: 0,
      list: ['a'],
      log: [{ at: 1 }],
    });
  });

  it('findOneAndUpdate returns the document after the update, or null', async () => {
    const col = await seeded();
    expect(
      await col.findOneAndUpdate({ _id: 'p2' }, { $inc: { likes: 1 }, $push: { tags: 'n' } }),
    ).toStrictEqual({
      _id: 'p2',
      title: 'B',
      likes: 6,
      tags: ['y', 'n'],
      meta: { views: 3 },
    });
    expect(await col.findOneAndUpdate({ _id: 'nope' }, { $inc: { likes: 1 } })).toBeNull();
    expect(await col.count({ likes: 6 })).toBe(1);
  });

  it('findOneAndUpdate is atomic under concurrency', async () => {
    const col = store().collection('counters');
    await col.insertOne({ _id: 'seq', n: 0 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => col.findOneAndUpdate({ _id: 'seq' }, { $inc: { n: 1 } })),
    );
    const seen = results.map((doc) => doc?.n).sort((a, b) => Number(a) - Number(b));
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('deleteOne and deleteMany report how many they removed', async () => {
    const col = await seeded();
    expect(await col.deleteOne({ likes: { $gte: 0 } })).toBe(1);
    expect(await col.deleteOne({ _id: 'nope' })).toBe(0);
    expect(await col.deleteMany({ likes: { $gte: 0 } })).toBe(2);
    expect(await col.deleteMany({})).toBe(0);
    expect(await col.count()).toBe(0);
  });
}
