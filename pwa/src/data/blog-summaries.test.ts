// The blog summary tables (blog-summaries.ts) follow every write of the blogs, whatever makes it: a put, a
// bulk write, an update, a delete, a clear, a transaction with other tables, a pulled page; a live query
// of the summaries hears of each; and a database from before the tables gets them filled on upgrade.
import 'fake-indexeddb/auto';
import Dexie, { liveQuery } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openUserDb, SCHEMA, type UserDb, userDbName } from './db.ts';
import { publicFeedSummaries } from './public-copies.ts';
import { applyPullPage } from './pull-store.ts';
import type { LocalBlog } from './records.ts';
import { closedAfterEach } from './test-support/test-db.ts';

const { freshDb, closeAfter } = closedAfterEach();

const blog = (id: string, blogTitle: string, extra: Partial<LocalBlog> = {}): LocalBlog => ({
  _id: id,
  rev: 1,
  pending: 0,
  base: { blogBody: 'the story as last synced' },
  createdAt: `2026-04-0${id.slice(-1)}T00:00:00.000Z`,
  blogTitle,
  country: 'Peru',
  blogBody: 'A long story. '.repeat(500),
  featured: false,
  publish: true,
  heroImage: null,
  imageUrls: [],
  imageData: { heroImage: null, imageUrls: [] },
  ...extra,
});

/** What the summaries must hold: each blog as it is, without its story nor its public copy's. */
async function expectSummaries(db: UserDb) {
  const blogs = await db.blogs.orderBy('_id').toArray();
  const summaries = await db.blogSummaries.orderBy('_id').toArray();
  const storyless = ({ blogBody: _b, base: _s, shown, ...rest }: LocalBlog) => {
    if (!shown) return shown === undefined ? rest : { ...rest, shown };
    const { blogBody: _p, base: _q, ...shownSummary } = shown;
    return { ...rest, shown: shownSummary };
  };
  expect(summaries).toEqual(blogs.map(storyless));
  for (const summary of summaries) expect(JSON.stringify(summary)).not.toContain('A long story');
}

describe('blog summaries', () => {
  it('follow puts, bulk writes, updates, deletes and clears of the blogs', async () => {
    const db = freshDb();
    await db.blogs.put(blog('b1', 'Cusco'));
    await expectSummaries(db);
    await db.blogs.bulkPut([blog('b2', 'Puno'), blog('b3', 'Lima')]);
    await db.blogs.update('b1', { blogTitle: 'Cusco at night', pending: 1 });
    await db.blogs.where('_id').equals('b2').modify({ views: 7 });
    await expectSummaries(db);
    expect(await db.blogSummaries.get('b1')).toMatchObject({ blogTitle: 'Cusco at night', pending: 1 });
    await db.blogs.delete('b3');
    await db.blogs.bulkDelete(['b2']);
    await expectSummaries(db);
    expect(await db.blogSummaries.count()).toBe(1);
    await db.blogs.clear();
    expect(await db.blogSummaries.count()).toBe(0);
  });

  it('are written in the transaction of the write, with the other tables it names', async () => {
    const db = freshDb();
    await db.blogs.put(blog('b1', 'Cusco'));
    // A transaction that fails leaves the summaries as it leaves the blogs.
    await expect(
      db.transaction('rw', [db.blogs, db.outbox], async () => {
        await db.blogs.put(blog('b1', 'Changed'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await expectSummaries(db);
    expect(await db.blogSummaries.get('b1')).toMatchObject({ blogTitle: 'Cusco' });
  });

  it('follow a pulled page, own blogs and the public feed alike', async () => {
    const db = freshDb();
    const doc = (id: string, title: string) => ({ ...blog(id, title), suspended: false, userID: 'u1' });
    await applyPullPage(db, {
      changes: [
        { scope: 'user', entity: 'blog', id: 'b1', rev: 1, doc: doc('b1', 'Mine') },
        { scope: 'public', entity: 'blog', id: 'p2', rev: 3, doc: doc('p2', 'Theirs') },
      ],
      cursor: 'c1',
      hasMore: false,
    });
    await expectSummaries(db);
    expect(await db.blogSummaries.get('b1')).toMatchObject({ shown: { _id: 'b1', blogTitle: 'Mine' } });
    expect((await db.publicBlogSummaries.toArray()).map((b) => b._id)).toEqual(['p2']);
    const feed = await publicFeedSummaries(db);
    expect(feed.map((b) => [b._id, b.blogTitle])).toEqual([
      ['p2', 'Theirs'],
      ['b1', 'Mine'],
    ]);
    expect(JSON.stringify(feed)).not.toContain('A long story');
  });

  it('wake a live query of them on a write of a blog', async () => {
    const db = freshDb();
    const seen: string[][] = [];
    const subscription = liveQuery(() => db.blogSummaries.toArray()).subscribe((rows) =>
      seen.push(rows.map((r) => r.blogTitle)),
    );
    try {
      await expect.poll(() => seen.length).toBe(1);
      await db.blogs.put(blog('b1', 'Cusco'));
      await expect.poll(() => seen.at(-1)).toEqual(['Cusco']);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('are made on upgrade for the blogs a device held before them', async () => {
    const deps = { indexedDB: new IDBFactory(), IDBKeyRange };
    const name = userDbName('u-upgrade');
    const before = new Dexie(name, deps);
    for (const step of SCHEMA.filter((s) => s.version < 5)) before.version(step.version).stores(step.stores);
    await before.table('blogs').bulkPut([blog('b1', 'Cusco'), blog('b2', 'Puno')]);
    await before
      .table('publicBlogs')
      .put({ _id: 'p1', rev: 1, createdAt: '', blogTitle: 'Feed', blogBody: 'x' });
    before.close();
    const db = closeAfter(openUserDb('u-upgrade', deps));
    await expectSummaries(db);
    expect(await db.blogSummaries.count()).toBe(2);
    expect(await db.publicBlogSummaries.toArray()).toEqual([
      { _id: 'p1', rev: 1, createdAt: '', blogTitle: 'Feed' },
    ]);
  });
});
