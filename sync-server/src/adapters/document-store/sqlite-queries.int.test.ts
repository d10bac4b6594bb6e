// What the SQLite store's planner (sqlite-plan.ts) hands SQLite, and that the answers stay MongoDB's
// whichever way a query is answered: off an index, by SQL with the matcher's help, or sorted in JavaScript.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store';
import { createSqliteStore } from './sqlite';
import { IndexRegistry } from './sqlite-indexes';
import { planFilter, planSort } from './sqlite-plan';
import { tableOf } from './sqlite-tables';

let dir = '';
let file = '';
let store: DocumentStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sqlite-queries-'));
  file = join(dir, 'store.sqlite');
  store = await createSqliteStore({ file });
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** How SQLite would run the planner's query for filter and sort on the collection. */
function explain(collection: string, filter: Record<string, unknown>, sort?: Record<string, 1 | -1>) {
  const db = new Database(file, { readonly: true });
  try {
    const indexes = IndexRegistry.load(db);
    const keyOf = (path: string) => indexes.keyOf(collection, path);
    const plan = planFilter(filter, keyOf);
    const order = planSort(sort, keyOf);
    const sql =
      `SELECT _id, doc FROM ${tableOf(collection)}` +
      (plan.where.length > 0 ? ` WHERE ${plan.where.join(' AND ')}` : '') +
      (order ? ` ORDER BY ${order}` : '');
    const steps = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...plan.params) as { detail: string }[];
    return { exact: plan.exact, sorted: order !== undefined, steps: steps.map((s) => s.detail).join('; ') };
  } finally {
    db.close();
  }
}

describe('the planner', () => {
  it('reads a newest-first page and an equality off their indexes, exactly, with no sort of its own', async () => {
    const users = store.collection('users');
    await users.ensureIndex({ fields: { createdAt: -1, _id: -1 } });
    await users.ensureIndex({ fields: { email: 1 }, unique: true });
    await users.insertOne({ _id: 'u1', email: 'ann@example.com', createdAt: new Date() });

    const page = explain('users', {}, { createdAt: -1, _id: -1 });
    expect(page).toMatchObject({ exact: true, sorted: true });
    expect(page.steps).toMatch(/SCAN c_users USING INDEX ix_users_/);
    expect(page.steps).not.toMatch(/TEMP B-TREE/);

    const byEmail = explain('users', { email: 'ann@example.com' });
    expect(byEmail.exact).toBe(true);
    expect(byEmail.steps).toMatch(/SEARCH c_users USING INDEX ix_users_/);

    const many = explain('users', { _id: { $in: ['u1', 'u2'] } });
    expect(many.exact).toBe(true);
    expect(many.steps).toMatch(/SEARCH c_users USING INDEX sqlite_autoindex_c_users_1 \(_id=\?\)/);
  });

  it('leaves to the matcher what SQL cannot say, narrowing by what it can', async () => {
    const tasks = store.collection('tasks');
    await tasks.ensureIndex({ fields: { userID: 1 } });
    await tasks.insertOne({ _id: 't1', userID: 'u1', done: false });
    const mixed = explain('tasks', { userID: 'u1', $or: [{ done: false }, { done: { $exists: false } }] });
    expect(mixed.exact).toBe(false);
    expect(mixed.steps).toMatch(/SEARCH c_tasks USING INDEX ix_tasks_/);
    expect(explain('tasks', { done: false }).exact).toBe(false);
  });

  it('stops using an index once a document holds an array under it, and still matches each element', async () => {
    const trips = store.collection('trips');
    await trips.ensureIndex({ fields: { tag: 1 } });
    await trips.insertMany([
      { _id: 'a', tag: 'hike' },
      { _id: 'b', tag: 'food' },
    ]);
    expect(explain('trips', { tag: 'hike' }).exact).toBe(true);
    await trips.insertOne({ _id: 'c', tag: ['hike', 'snow'] });
    expect(explain('trips', { tag: 'hike' }).exact).toBe(false);
    expect((await trips.find({ tag: 'hike' }, { sort: { _id: 1 } })).map((t) => t._id)).toEqual(['a', 'c']);
    expect(await trips.count({ tag: 'snow' })).toBe(1);
  });
});

describe('answers in MongoDB’s order of kinds', () => {
  const values = [
    { _id: 'date', v: new Date('2024-01-01T00:00:00.000Z') },
    { _id: 'true', v: true },
    { _id: 'false', v: false },
    { _id: 'text', v: 'zebra' },
    { _id: 'brace', v: '~ after every letter' },
    { _id: 'big', v: 1e6 },
    { _id: 'small', v: -3.5 },
    { _id: 'null', v: null },
    { _id: 'missing' },
    { _id: 'object', v: { a: 1 } },
  ];
  // BSON's order: null and missing, numbers, strings, objects, booleans, dates.
  const ascending = ['missing', 'null', 'small', 'big', 'text', 'brace', 'object', 'false', 'true', 'date'];
  const sameKind = (ids: string[]) =>
    ids.map((id) => (id === 'missing' ? 'null' : id === 'false' ? 'true' : id)).join(',');

  for (const indexed of [true, false]) {
    it(`sorts mixed kinds alike ${indexed ? 'off an index' : 'without one'}, and compares only values of one kind`, async () => {
      const col = store.collection('mixed');
      if (indexed) await col.ensureIndex({ fields: { v: 1 } });
      await col.insertMany(structuredClone(values));
      const up = (await col.find({}, { sort: { v: 1 } })).map((d) => d._id);
      expect(sameKind(up)).toBe(sameKind(ascending));
      const down = (await col.find({}, { sort: { v: -1 } })).map((d) => d._id);
      expect(sameKind(down)).toBe(sameKind([...ascending].reverse()));
      const ids = async (filter: Record<string, unknown>) =>
        (await col.find(filter, { sort: { _id: 1 } })).map((d) => d._id);
      expect(await ids({ v: { $gt: 0 } })).toEqual(['big']);
      expect(await ids({ v: { $lt: 'zz' } })).toEqual(['text']);
      expect(await ids({ v: { $gte: new Date('2023-01-01T00:00:00.000Z') } })).toEqual(['date']);
      expect(await ids({ v: true })).toEqual(['true']);
      expect(await ids({ v: 1 })).toEqual([]);
      expect(await ids({ v: { $in: [false, 'zebra', -3.5] } })).toEqual(['false', 'small', 'text']);
      expect(await ids({ v: null })).toEqual(['missing', 'null']);
      expect(await col.count({ v: { $in: ['zebra', '~ after every letter'] } })).toBe(2);
    });
  }
});
