// A pulled page stored in bulk (pull-page.ts, pull-store.ts): the same database as its changes applied one
// by one, with one read and one write per table, and one redraw of a live query per page.
import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import type { PulledChange } from '../../../shared/sync/protocol.ts';
import type { UserDb } from './db.ts';
import { applyPullPage } from './pull-store.ts';
import type { LocalTask, OutboxEntry } from './records.ts';
import { closedAfterEach } from './test-support/test-db.ts';
import { wrapTable } from './test-support/wrap-table.ts';

const { freshDb } = closedAfterEach();

const now = new Date('2026-05-01T10:00:00.000Z');

const taskDoc = (id: string, rev: number, taskText: string) => ({
  _id: id,
  userID: 'u1',
  taskText,
  important: false,
  completed: false,
  date: '2026-06-01',
  time: '09:00',
  createdAt: '2026-04-01T00:00:00.000Z',
  rev,
});
const task = (id: string, rev: number, text: string): PulledChange => ({
  scope: 'user',
  entity: 'task',
  id,
  rev,
  doc: taskDoc(id, rev, text),
});
const gone = (entity: PulledChange['entity'], id: string, rev: number, scope: 'user' | 'public' = 'user') =>
  ({ scope, entity, id, rev, deleted: true }) satisfies PulledChange;
const conflict = (id: string, resolved = false): PulledChange => ({
  scope: 'user',
  entity: 'conflict',
  id,
  rev: 1,
  doc: {
    _id: id,
    entity: 'task',
    docId: 't-upd',
    field: 'taskText',
    kept: 'a',
    lost: 'b',
    at: 'then',
    resolved,
  },
});
const blogDoc = (id: string, rev: number, blogTitle: string) => ({
  _id: id,
  blogTitle,
  country: 'Peru',
  blogBody: 'Lima',
  featured: false,
  publish: true,
  author: 'Ann',
  createdAt: '2026-04-02T00:00:00.000Z',
  imageData: { heroImage: null, imageUrls: [] },
  rev,
  stamps: { blogTitle: { rev, by: 'web', at: 1 } },
});
const profile = (rev: number, name: string): PulledChange => ({
  scope: 'user',
  entity: 'profile',
  id: 'u1',
  rev,
  doc: { _id: 'u1', name },
});

function entry(seq: number, parts: Pick<OutboxEntry, 'entity' | 'id' | 'kind' | 'baseRev' | 'fields'>) {
  return { ...parts, seq, opId: `op${seq}`, createdAt: '', attempts: 0 } satisfies OutboxEntry;
}

/** What the device holds before the page: records pulled earlier, queued edits, a conflict, the feed. */
async function seed(db: UserDb): Promise<void> {
  const synced = (id: string, text: string): LocalTask => ({
    ...taskDoc(id, 1, text),
    pending: 0,
    base: { taskText: text, important: false, completed: false },
  });
  await db.tasks.bulkAdd([
    { ...synced('t-upd', 'visa'), taskText: 'visa and passport', pending: 1 },
    synced('t-plain', 'bags'),
    synced('t-gone', 'old'),
  ]);
  await db.outbox.bulkAdd([
    entry(1, {
      entity: 'task',
      id: 't-upd',
      kind: 'update',
      baseRev: 1,
      fields: { taskText: 'visa and passport' },
    }),
    // Created here and not sent yet: a tombstone of the id (another device's) leaves it standing.
    entry(2, { entity: 'task', id: 't-back', kind: 'create', baseRev: 0, fields: { taskText: 'mine' } }),
    entry(3, { entity: 'task', id: 't-twice', kind: 'create', baseRev: 0, fields: { taskText: 'twice' } }),
    entry(4, { entity: 'conflict', id: 'c-closing', kind: 'update', baseRev: 1, fields: { resolved: true } }),
  ]);
  await db.tasks.add({ ...taskDoc('t-back', 0, 'mine'), pending: 1, base: null });
  await db.conflicts.add({
    _id: 'c-gone',
    entity: 'task',
    docId: 't-gone',
    field: 'taskText',
    kept: 'x',
    lost: 'y',
    at: 'then',
    rev: 1,
    closed: 0,
    resolved: 0,
  });
  await db.publicBlogs.add({ _id: 'p-gone', rev: 1, createdAt: '' });
  await db.meta.update('sync', { profile: { rev: 3, user: { _id: 'u1', name: 'Ann' } } });
}

const PAGE: PulledChange[] = [
  task('t-upd', 2, 'visa (laptop)'),
  task('t-plain', 2, 'bags packed'),
  task('t-new', 1, 'new from laptop'),
  gone('task', 't-gone', 2),
  gone('task', 't-back', 4),
  // One document twice in a page (the server collapses them; a device never counts on it): the later
  // change is applied over what the earlier one left, its revision and server fields included.
  task('t-twice', 3, 'server copy'),
  gone('task', 't-twice', 4),
  gone('task', 't-flip', 1),
  task('t-flip', 2, 'back again'),
  {
    scope: 'user',
    entity: 'draft',
    id: 'd1',
    rev: 1,
    doc: { _id: 'd1', blogTitle: 'Cusco', country: 'Peru' },
  },
  { scope: 'user', entity: 'blog', id: 'b1', rev: 2, doc: blogDoc('b1', 2, 'Lima') },
  conflict('c-open'),
  conflict('c-closing'),
  conflict('c-closed', true),
  gone('conflict', 'c-gone', 2),
  { scope: 'public', entity: 'blog', id: 'p1', rev: 2, doc: blogDoc('p1', 2, 'Arequipa') },
  { scope: 'public', entity: 'blog', id: 'p2', rev: 1, doc: blogDoc('p2', 1, 'Puno') },
  { scope: 'public', entity: 'blog', id: 'p2', rev: 2, doc: blogDoc('p2', 2, 'Puno by the lake') },
  gone('blog', 'p-gone', 2, 'public'),
  profile(5, 'Ann Lee'),
  profile(4, 'Ann L.'),
];

async function contents(db: UserDb) {
  const { clientId: _each, ...meta } = (await db.meta.get('sync')) ?? {};
  return {
    tasks: await db.tasks.toArray(),
    drafts: await db.drafts.toArray(),
    blogs: await db.blogs.toArray(),
    publicBlogs: await db.publicBlogs.toArray(),
    conflicts: await db.conflicts.toArray(),
    outbox: await db.outbox.toArray(),
    meta,
  };
}

describe('a pulled page stored in bulk', () => {
  it('leaves the database its changes applied one by one leave', async () => {
    const [bulk, oneByOne] = [freshDb(), freshDb()];
    await seed(bulk);
    await seed(oneByOne);
    await applyPullPage(bulk, { changes: PAGE, cursor: 'c9', hasMore: false }, now);
    // A page of one change is stored as the change alone: what storing change by change used to do.
    for (const [i, change] of PAGE.entries())
      await applyPullPage(
        oneByOne,
        { changes: [change], cursor: i === PAGE.length - 1 ? 'c9' : `c${i}`, hasMore: false },
        now,
      );

    const stored = await contents(bulk);
    expect(stored).toEqual(await contents(oneByOne));
    const byId = new Map(stored.tasks.map((t) => [t._id, t]));
    expect([...byId.keys()].sort()).toEqual(['t-back', 't-flip', 't-new', 't-plain', 't-twice', 't-upd']);
    expect(byId.get('t-upd')).toMatchObject({
      taskText: 'visa and passport',
      rev: 2,
      pending: 1,
      base: expect.objectContaining({ taskText: 'visa (laptop)' }),
    });
    expect(byId.get('t-plain')).toMatchObject({ taskText: 'bags packed', rev: 2, pending: 0 });
    expect(byId.get('t-back')).toMatchObject({ taskText: 'mine', pending: 1, base: null });
    expect(byId.get('t-twice')).toMatchObject({ taskText: 'twice', rev: 3, userID: 'u1', pending: 1 });
    expect(byId.get('t-flip')).toMatchObject({ taskText: 'back again', rev: 2 });
    expect(stored.drafts).toEqual([expect.objectContaining({ _id: 'd1', blogTitle: 'Cusco', rev: 1 })]);
    expect(stored.blogs).toEqual([expect.objectContaining({ _id: 'b1', heroImage: null, imageUrls: [] })]);
    expect(stored.blogs[0]).not.toHaveProperty('stamps');
    expect(stored.conflicts.map((c) => [c._id, c.closed, c.resolved])).toEqual([
      ['c-closed', 1, 1],
      ['c-closing', 0, 1],
      ['c-open', 0, 0],
    ]);
    expect(stored.publicBlogs.map((b) => [b._id, b.rev, b.blogTitle])).toEqual([
      ['p1', 2, 'Arequipa'],
      ['p2', 2, 'Puno by the lake'],
    ]);
    expect(stored.publicBlogs[0]).not.toHaveProperty('stamps');
    expect(stored.meta).toMatchObject({ cursor: 'c9', profile: { rev: 5, user: { name: 'Ann Lee' } } });
    expect(stored.outbox).toHaveLength(4);
  });

  /** Counts the requests Dexie's tasks table receives (below the bulk API, where one bulkPut is one request). */
  function countTaskRequests(db: UserDb): string[] {
    const calls: string[] = [];
    wrapTable(db, 'tasks', (table) => ({
      get: (req) => {
        calls.push('get');
        return table.get(req);
      },
      getMany: (req) => {
        calls.push(`getMany ${req.keys.length}`);
        return table.getMany(req);
      },
      query: (req) => {
        calls.push(req.values ? 'query' : 'query keys');
        return table.query(req);
      },
      openCursor: (req) => {
        calls.push('openCursor');
        return table.openCursor(req);
      },
      mutate: (req) => {
        calls.push(req.type);
        return table.mutate(req);
      },
    }));
    return calls;
  }

  it('reads each table in at most two requests and writes it once per page, whatever the number of changes', async () => {
    const db = freshDb();
    const calls = countTaskRequests(db);
    const ids = Array.from({ length: 60 }, (_, i) => `t${String(i).padStart(2, '0')}`);
    await applyPullPage(db, { changes: ids.map((id) => task(id, 1, id)), cursor: 'c1', hasMore: true });
    calls.length = 0;
    const changes = ids.map((id, i) => (i % 3 === 0 ? gone('task', id, 2) : task(id, 2, `${id}!`)));
    await applyPullPage(db, { changes, cursor: 'c2', hasMore: false });
    expect(calls).toEqual(['query keys', 'getMany 60', 'put', 'delete']);
    expect(await db.tasks.count()).toBe(40);
  });

  it('reads whole only the records the device holds, so a new device reads none', async () => {
    const db = freshDb();
    const calls = countTaskRequests(db);
    const ids = Array.from({ length: 60 }, (_, i) => `t${String(i).padStart(2, '0')}`);
    await applyPullPage(db, { changes: ids.map((id) => task(id, 1, id)), cursor: 'c1', hasMore: true });
    expect(calls).toEqual(['query keys', 'put']);
    // Held and new ids mixed, the new ones on both sides of the held ones and between them.
    calls.length = 0;
    const fresh = Array.from({ length: 30 }, (_, i) => `${['a', 't1', 'z'][i % 3]}-${i}`);
    await applyPullPage(db, {
      changes: ['t05', 't30', ...fresh].map((id) => task(id, 2, `${id}!`)),
      cursor: 'c2',
      hasMore: true,
    });
    expect(calls).toEqual(['query keys', 'getMany 2', 'put']);
    expect(await db.tasks.get('t30')).toMatchObject({ taskText: 't30!', rev: 2 });
    expect(await db.tasks.count()).toBe(90);
    // A page of a few changes reads them directly: the range of their keys may span the whole table.
    calls.length = 0;
    await applyPullPage(db, {
      changes: [task('a-0', 3, 'again'), task('z9', 1, 'new')],
      cursor: 'c3',
      hasMore: false,
    });
    expect(calls).toEqual(['getMany 2', 'put']);
    expect(await db.tasks.get('a-0')).toMatchObject({ taskText: 'again', rev: 3 });
    expect(await db.tasks.count()).toBe(91);
  });

  it('redraws a live query at most once per page', async () => {
    const db = freshDb();
    await db.open();
    const seen: number[] = [];
    const subscription = liveQuery(() => db.tasks.toArray()).subscribe((tasks) => seen.push(tasks.length));
    try {
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      for (let page = 0; page < 3; page++) {
        const changes = Array.from({ length: 50 }, (_, i) => task(`t${page}-${i}`, 1, `task ${i}`));
        await applyPullPage(db, { changes, cursor: `c${page}`, hasMore: page < 2 });
      }
      await vi.waitFor(() => expect(seen.at(-1)).toBe(150));
      // The first emission is the query's initial result; each page adds at most one.
      expect(seen.length - 1).toBeLessThanOrEqual(3);
      expect(seen.every((n) => n % 50 === 0)).toBe(true);
    } finally {
      subscription.unsubscribe();
    }
  });
});
