// The public feed leaves out the user's own blogs (they come once, in the user's scope): the device keeps
// the public copy of each of its own public blogs on the blog's record (LocalBlog.shown), as the server has
// it, drops the copy when the blog stops being public or goes, and shows it in the feed alike
// (public-copies.ts). A database from before keeps its copies, moved onto the records on upgrade.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { PulledChange } from '../../../shared/sync/protocol.ts';
import { blogRepository } from './blog-repository.ts';
import { openUserDb, SCHEMA, type UserDb, userDbName } from './db.ts';
import { tableOf } from './local-write.ts';
import { publicCopy, publicFeedSummaries } from './public-copies.ts';
import { applyPullPage, resetLocal } from './pull-store.ts';
import { settleDoc } from './push-settle.ts';
import type { OutboxEntry } from './records.ts';
import { bringServerForward } from './server-restored.ts';
import { closedAfterEach } from './test-support/test-db.ts';

const { freshDb, closeAfter } = closedAfterEach();

const blog = (rev: number, fields: Record<string, unknown>, id = 'b1'): PulledChange => ({
  scope: 'user',
  entity: 'blog',
  id,
  rev,
  doc: {
    _id: id,
    userID: 'u1',
    author: 'Ann Lee',
    blogTitle: 'Cusco',
    country: 'Peru',
    blogBody: 'Stones.',
    featured: false,
    publish: true,
    suspended: false,
    heroImage: null,
    imageUrls: [],
    createdAt: '2026-04-01T00:00:00.000Z',
    rev,
    writtenAt: 1_700_000_000_000,
    fieldAt: { blogBody: 1_700_000_000_500 },
    ...fields,
  },
});

const theirs: PulledChange = {
  scope: 'public',
  entity: 'blog',
  id: 'p1',
  rev: 4,
  doc: {
    _id: 'p1',
    userID: 'u2',
    blogTitle: 'Oslo',
    blogBody: 'Fjords.',
    createdAt: '2026-03-01T00:00:00.000Z',
  },
};

/** Stores the changes as one pulled page; answers the public copy of b1 the screens find. */
async function pulled(db: UserDb, ...changes: PulledChange[]) {
  await applyPullPage(db, { changes, cursor: `c${changes.length}`, hasMore: false });
  return (await publicCopy(db, 'b1')) ?? null;
}

const feedIds = async (db: UserDb) => (await publicFeedSummaries(db)).map((b) => b._id);

describe("the user's own public blogs", () => {
  it('are kept on their records from their own scope, without the owner-only field times', async () => {
    const db = freshDb();
    const copy = await pulled(db, blog(1, {}));
    expect(copy).toMatchObject({
      _id: 'b1',
      rev: 1,
      blogTitle: 'Cusco',
      author: 'Ann Lee',
      blogBody: 'Stones.',
    });
    expect(copy).not.toHaveProperty('writtenAt');
    expect(copy).not.toHaveProperty('fieldAt');
    expect(await db.blogs.get('b1')).toMatchObject({ blogTitle: 'Cusco', rev: 1, shown: copy });
    // Stored once: not a second record in the table of other people's public blogs.
    expect(await db.publicBlogs.count()).toBe(0);
    expect(await db.publicBlogSummaries.count()).toBe(0);
    expect(await pulled(db, blog(2, { blogTitle: 'Cusco at night' }))).toMatchObject({
      rev: 2,
      blogTitle: 'Cusco at night',
    });
  });

  it('show in the feed with the others, newest first, without their stories', async () => {
    const db = freshDb();
    await pulled(db, blog(1, {}), blog(1, { createdAt: '2026-02-01T00:00:00.000Z' }, 'b0'), theirs);
    expect(await feedIds(db)).toEqual(['b1', 'p1', 'b0']);
    expect(JSON.stringify(await publicFeedSummaries(db))).not.toMatch(/Stones|Fjords/);
    expect(await publicCopy(db, 'p1')).toMatchObject({ blogBody: 'Fjords.' });
  });

  it('leave the public feed when unpublished, suspended or deleted, and come back when public again', async () => {
    const db = freshDb();
    await pulled(db, blog(1, {}));
    expect(await pulled(db, blog(2, { publish: false }))).toBeNull();
    expect(await feedIds(db)).toEqual([]);
    expect(await pulled(db, blog(3, {}))).not.toBeNull();
    expect(await feedIds(db)).toEqual(['b1']);
    expect(await pulled(db, blog(4, { suspended: true }))).toBeNull();
    expect(await pulled(db, blog(5, {}))).not.toBeNull();
    expect(await pulled(db, { scope: 'user', entity: 'blog', id: 'b1', rev: 6, deleted: true })).toBeNull();
    expect(await feedIds(db)).toEqual([]);
  });

  it('never come from a blog the server has not called public, whatever its fields say', async () => {
    const db = freshDb();
    expect(await pulled(db, blog(1, { suspended: undefined }))).toBeNull();
    expect(await pulled(db, blog(2, { publish: 'true' }))).toBeNull();
  });

  it("keep the server's copy through a local edit and its push's answer, until a pull sends another", async () => {
    const db = freshDb();
    await pulled(db, blog(1, {}));
    await blogRepository(db).update('b1', { blogTitle: 'Edited here' });
    expect(await db.blogs.get('b1')).toMatchObject({ blogTitle: 'Edited here', pending: 1 });
    expect(await publicCopy(db, 'b1')).toMatchObject({ blogTitle: 'Cusco' });
    const [sent] = await db.outbox.toArray();
    const answer = {
      entry: sent as OutboxEntry,
      result: { seq: 1, opId: sent?.opId ?? '', status: 'applied' as const, rev: 2 },
    };
    const settled = settleDoc('blog', 'b1', await tableOf(db, 'blog').get('b1'), [answer], [], new Date());
    expect(settled.record).toMatchObject({ blogTitle: 'Edited here', rev: 2, shown: { blogTitle: 'Cusco' } });
    expect(await pulled(db, blog(2, { blogTitle: 'Edited here' }))).toMatchObject({
      rev: 2,
      blogTitle: 'Edited here',
    });
  });

  it('go with a reset, as the rest of what the server had, and come back with the full pull', async () => {
    const db = freshDb();
    await pulled(db, blog(1, {}));
    await db.blogs.update('b1', { pending: 1 });
    await resetLocal(db);
    expect(await db.blogs.get('b1')).toMatchObject({ base: null, shown: null });
    expect(await feedIds(db)).toEqual([]);
    expect(await pulled(db, blog(1, {}))).not.toBeNull();
  });

  it('go on a restore whose copy of the server lacks the blog, and stay for one it has', async () => {
    const db = freshDb();
    await pulled(db, blog(1, {}), blog(1, {}, 'b2'));
    await db.meta.update('sync', { restored: true });
    await bringServerForward(db, [{ changes: [blog(1, {}, 'b2')], cursor: 'r1', hasMore: false }]);
    expect(await publicCopy(db, 'b1')).toBeUndefined();
    expect(await publicCopy(db, 'b2')).toMatchObject({ rev: 1 });
    expect(await feedIds(db)).toEqual(['b2']);
  });

  it('move from the feed onto their records when a database from before opens', async () => {
    const deps = { indexedDB: new IDBFactory(), IDBKeyRange };
    const name = userDbName('u-upgrade');
    const before = new Dexie(name, deps);
    for (const step of SCHEMA.filter((s) => s.version < 6)) {
      const version = before.version(step.version).stores(step.stores);
      if (step.upgrade) version.upgrade(step.upgrade);
    }
    const own = { _id: 'b1', rev: 1, pending: 0, base: null, createdAt: '2026-04-01', blogTitle: 'Cusco' };
    const mine = { userID: 'u-upgrade', blogBody: 'Stones.' };
    const copy = { _id: 'b1', rev: 1, createdAt: '2026-04-01', blogTitle: 'Cusco', ...mine };
    // Its record deleted here, the delete still queued: the copy would stay for good.
    const deleted = { _id: 'b2', rev: 1, createdAt: '2026-04-02', blogTitle: 'Puno', ...mine };
    const other = {
      _id: 'p1',
      rev: 4,
      createdAt: '2026-03-01',
      blogTitle: 'Oslo',
      userID: 'u2',
      blogBody: '',
    };
    await before.table('meta').put({ key: 'sync', userId: 'u-upgrade', clientId: 'c1', nextSeq: 1 });
    await before.table('blogs').put(own);
    await before.table('publicBlogs').bulkPut([copy, deleted, other]);
    await before
      .table('publicBlogSummaries')
      .bulkPut([copy, deleted, other].map(({ blogBody: _b, ...summary }) => summary));
    before.close();
    const db = closeAfter(openUserDb('u-upgrade', deps));
    expect(await db.blogs.get('b1')).toEqual({ ...own, shown: copy });
    expect(await db.blogSummaries.get('b1')).toEqual({
      _id: 'b1',
      rev: 1,
      pending: 0,
      createdAt: '2026-04-01',
      blogTitle: 'Cusco',
      shown: { _id: 'b1', rev: 1, createdAt: '2026-04-01', blogTitle: 'Cusco', userID: 'u-upgrade' },
    });
    expect(await db.publicBlogs.toArray()).toEqual([other]);
    expect((await db.publicBlogSummaries.toArray()).map((b) => b._id)).toEqual(['p1']);
    expect(await feedIds(db)).toEqual(['b1', 'p1']);
  });
});
