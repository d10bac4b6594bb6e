import { expect, it } from 'vitest';
import type { Doc, GroupCount } from '../document-store';
import type { ContractContext } from './context';

interface Post extends Doc {
  country?: string | null;
  at: string;
  place?: { region: string };
  score?: unknown;
}

const posts: Post[] = [
  { _id: 'p1', country: 'France', at: '2026-01-05', place: { region: 'north' } },
  { _id: 'p2', country: 'France', at: '2026-01-12', place: { region: 'south' } },
  { _id: 'p3', country: 'france', at: '2026-02-02', place: { region: 'north' } },
  { _id: 'p4', country: 'Peru', at: '2026-02-09' },
  { _id: 'p5', country: null, at: '2026-02-16' },
  { _id: 'p6', at: '2026-03-02' },
  { _id: 'p7', country: '', at: '2026-03-09', place: { region: 'north' } },
];

/** Groups in a fixed order (the port sets none): by count, then by the value's JSON. */
const ordered = (groups: GroupCount[]) =>
  [...groups].sort(
    (a, b) => b.count - a.count || (JSON.stringify(a.value) < JSON.stringify(b.value) ? -1 : 1),
  );

export function groupCountCases({ store }: ContractContext): void {
  // An index on the grouped field or the filtered one must change nothing in the answer.
  const seeded = async (...indexed: string[]) => {
    const col = store().collection<Post>('posts');
    for (const field of indexed) await col.ensureIndex({ fields: { [field]: 1 } });
    await col.insertMany(structuredClone(posts));
    return col;
  };

  it('countBy counts each value once, a null and a missing field together as null', async () => {
    for (const indexed of [[], ['country']]) {
      const col = await seeded(...indexed);
      expect(ordered(await col.countBy('country')), `indexed: ${indexed}`).toEqual([
        { value: 'France', count: 2 },
        { value: null, count: 2 },
        { value: '', count: 1 },
        { value: 'Peru', count: 1 },
        { value: 'france', count: 1 },
      ]);
      await col.deleteMany({});
    }
  });

  it('countBy counts only the filter’s matches, on an indexed range as on a field no index has', async () => {
    for (const indexed of [['at'], [], ['at', 'country']]) {
      const col = await seeded(...indexed);
      const range = { at: { $gte: '2026-01-12', $lt: '2026-03-02' } };
      expect(ordered(await col.countBy('country', range)), `indexed: ${indexed}`).toEqual([
        { value: 'France', count: 1 },
        { value: 'Peru', count: 1 },
        { value: 'france', count: 1 },
        { value: null, count: 1 },
      ]);
      const either = { $or: [{ country: 'Peru' }, { 'place.region': 'north' }] };
      expect(ordered(await col.countBy('country', either))).toEqual([
        { value: '', count: 1 },
        { value: 'France', count: 1 },
        { value: 'Peru', count: 1 },
        { value: 'france', count: 1 },
      ]);
      await col.deleteMany({});
    }
  });

  it('countBy follows dotted paths and keeps kinds apart: "1", 1, true, a date and an object differ', async () => {
    const col = await seeded();
    expect(ordered(await col.countBy('place.region'))).toEqual([
      { value: 'north', count: 3 },
      { value: null, count: 3 },
      { value: 'south', count: 1 },
    ]);
    const day = new Date('2026-04-01T00:00:00.000Z');
    for (const indexed of [false, true]) {
      const scores = store().collection(indexed ? 'scores_indexed' : 'scores');
      if (indexed) await scores.ensureIndex({ fields: { score: 1 } });
      await scores.insertMany([
        { _id: 's1', score: '1' },
        { _id: 's2', score: 1 },
        { _id: 's3', score: true },
        { _id: 's4', score: 1 },
        { _id: 's5', score: day },
        { _id: 's6', score: false },
        { _id: 's7', score: { stars: 2 } },
        { _id: 's8' },
      ]);
      const groups = await scores.countBy('score');
      expect(groups, `indexed: ${indexed}`).toHaveLength(7);
      expect(groups).toEqual(
        expect.arrayContaining([
          { value: '1', count: 1 },
          { value: 1, count: 2 },
          { value: true, count: 1 },
          { value: false, count: 1 },
          { value: day, count: 1 },
          { value: { stars: 2 }, count: 1 },
          { value: null, count: 1 },
        ]),
      );
    }
  });

  it('countBy on a collection never written answers no groups, and sees a write once it resolved', async () => {
    const col = store().collection<Post>('never');
    expect(await col.countBy('country')).toEqual([]);
    await col.insertOne({ _id: 'n1', country: 'Chile', at: '2026-01-01' });
    expect(await col.countBy('country')).toEqual([{ value: 'Chile', count: 1 }]);
  });
}
