// The embedded store's own answers for look-ups by id and counts by an indexed field (nedb-query.ts)
// must equal NeDB's: same documents, same counts, whatever the filter.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Doc, Filter } from '../../ports/document-store';
import { loadDatastore, type NedbDatastore } from './nedb-datafile';
import { idsNamedBy, indexedCount, storedByIds, storedMatches } from './nedb-query';

const DOCS = [
  { _id: 'a', userID: 'u1', tags: ['x', 'y'], n: 1, done: true },
  { _id: 'b', userID: 'u2', tags: ['x'], n: 2, done: false },
  { _id: 'c', userID: 'u1', tags: [], n: 3, done: false },
  { _id: 'd', userID: 'u1', n: 4 },
];

describe('nedb look-ups by id and indexed counts', () => {
  let dir: string;
  let ds: NedbDatastore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nedb-query-'));
    ds = await loadDatastore(join(dir, 'docs.db'));
    for (const fieldName of ['userID', 'tags', 'done']) await ds.ensureIndexAsync({ fieldName });
    await ds.insertAsync(DOCS);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const ids = (docs: Doc[]) => docs.map((d) => d._id);
  const nedbFind = async (filter: Filter) => ids((await ds.findAsync(filter)) as unknown as Doc[]).sort();

  it('names the ids of `_id: x` and `_id: { $in }` of strings, and nothing else', () => {
    expect(idsNamedBy({ _id: 'a', userID: 'u1' })).toEqual(['a']);
    expect(idsNamedBy({ _id: { $in: ['b', 'a', 'b'] } })).toEqual(['b', 'a']);
    expect(idsNamedBy({ _id: { $in: ['a'], $ne: 'b' } })).toBeNull();
    expect(idsNamedBy({ _id: { $in: ['a', 1] } })).toBeNull();
    expect(idsNamedBy({ _id: { $gt: 'a' } })).toBeNull();
    expect(idsNamedBy({ userID: 'u1' })).toBeNull();
  });

  it.each<Filter>([
    { _id: 'a' },
    { _id: 'zz' },
    { _id: 'a', userID: 'u2' },
    { _id: { $in: ['d', 'a', 'zz', 'b'] }, userID: 'u1' },
    { _id: { $in: ['a', 'b', 'c', 'd'] }, tags: 'x' },
    { _id: { $in: [] } },
    { userID: 'u1', n: { $gt: 1 } },
  ])('finds what NeDB finds for %j', async (filter) => {
    expect(ids(await storedMatches(ds, filter)).sort()).toEqual(await nedbFind(filter));
  });

  it('answers documents by id in the order named, each once', async () => {
    expect(ids(await storedMatches(ds, { _id: { $in: ['d', 'a', 'd', 'zz'] } }))).toEqual(['d', 'a']);
    expect(ids(storedByIds(ds, ['c', 'b'], { userID: 'u1' }))).toEqual(['c']);
  });

  it.each<Filter>([{ userID: 'u1' }, { userID: 'nobody' }, { tags: 'x' }, { done: false }])(
    'counts %j from its index as NeDB counts it',
    async (filter) => {
      expect(indexedCount(ds, filter)).toBe((await ds.countAsync(filter)) as unknown as number);
    },
  );

  it.each<Filter>([
    { n: 1 },
    { userID: 'u1', done: true },
    { userID: { $ne: 'u1' } },
    { tags: ['x'] },
    { toString: 'x' },
    {},
  ])('leaves %j to NeDB', (filter) => {
    expect(indexedCount(ds, filter)).toBeNull();
  });
});
