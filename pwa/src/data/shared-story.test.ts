// A blog's story is stored once however many of its copies hold it (shared-story.ts), and every way of
// reading the blogs gives the record back exactly as it was written, keys in their order.
import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import type { PulledChange } from '../../../shared/sync/protocol.ts';
import type { UserDb } from './db.ts';
import { applyPullPage } from './pull-store.ts';
import type { LocalBlog } from './records.ts';
import { packStory, STORY_MARK, unpackStory } from './shared-story.ts';
import { closedAfterEach } from './test-support/test-db.ts';

const { freshDb } = closedAfterEach();

const STORY = 'We walked the Inca trail for four days. '.repeat(200);

/** A synced public blog with no edit waiting: its story three times, as a pull leaves it. */
function synced(id: string, story = STORY): LocalBlog {
  const fields = {
    blogTitle: `Trail ${id}`,
    country: 'Peru',
    blogBody: story,
    featured: false,
    publish: true,
  };
  return {
    _id: id,
    rev: 2,
    pending: 0,
    base: { ...fields, heroImage: null },
    createdAt: `2026-04-0${id.slice(-1)}T00:00:00.000Z`,
    ...fields,
    heroImage: null,
    imageUrls: [],
    imageData: { heroImage: null, imageUrls: [] },
    shown: { _id: id, rev: 2, createdAt: '2026-04-01', ...fields, author: 'Ana', views: 3 },
  };
}

/** The record as IndexedDB holds it, read past Dexie. */
async function stored(db: UserDb, id: string): Promise<Record<string, unknown>> {
  const idb = db.backendDB();
  return new Promise((resolve, reject) => {
    const request = idb.transaction('blogs').objectStore('blogs').get(id);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Written straight to IndexedDB, as a version of the app before the middleware left it. */
async function storeRaw(db: UserDb, record: LocalBlog): Promise<void> {
  const idb = db.backendDB();
  await new Promise<void>((resolve, reject) => {
    const tx = idb.transaction('blogs', 'readwrite');
    tx.objectStore('blogs').put(record);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}

/** How many copies of STORY a stored record holds (the story names the trail 200 times). */
const copiesOfStory = (raw: unknown) => (JSON.stringify(raw).split('Inca trail').length - 1) / 200;

/** Equal, keys in the same order (a saved copy is compared as JSON, use-saved-copy.ts). */
const expectWhole = (read: unknown, written: unknown) =>
  expect(JSON.stringify(read)).toBe(JSON.stringify(written));

describe('a blog story stored once', () => {
  it('keeps copies equal to the record’s own story as nulls, named on the record', async () => {
    const db = freshDb();
    await db.blogs.put(synced('b1'));
    const raw = await stored(db, 'b1');
    expect(raw.blogBody).toBe(STORY);
    expect(raw.base).toMatchObject({ blogBody: null, blogTitle: 'Trail b1' });
    expect(raw.shown).toMatchObject({ blogBody: null, author: 'Ana' });
    expect(raw[STORY_MARK]).toMatchObject({ in: ['base', 'shown'], length: STORY.length });
    expect(copiesOfStory(raw)).toBe(1);
  });

  it('keeps a copy with another story (an edit waiting) as it is, and leaves the caller’s record alone', async () => {
    const db = freshDb();
    const edited = { ...synced('b1'), blogBody: 'Edited on the train.', pending: 1 as const };
    const before = structuredClone(edited);
    await db.blogs.put(edited);
    expect(edited).toEqual(before);
    const raw = await stored(db, 'b1');
    expect(raw.base).toMatchObject({ blogBody: STORY });
    expect(raw.shown).toMatchObject({ blogBody: STORY });
    expect(raw[STORY_MARK]).toBeUndefined();
    expectWhole(await db.blogs.get('b1'), edited);
  });

  it('gives records back whole through every read: get, bulkGet, queries, cursors and live queries', async () => {
    const db = freshDb();
    const blogs = [
      synced('b1'),
      synced('b2', 'A shorter story.'),
      { ...synced('b3'), base: null, shown: null },
    ];
    await db.blogs.bulkPut(blogs);
    expectWhole(await db.blogs.get('b1'), blogs[0]);
    expectWhole(await db.blogs.bulkGet(['b2', 'missing', 'b1']), [blogs[1], undefined, blogs[0]]);
    expectWhole(await db.blogs.toArray(), blogs);
    expectWhole(await db.blogs.where('_id').anyOf(['b1', 'b3']).toArray(), [blogs[0], blogs[2]]);
    expectWhole(await db.blogs.orderBy('createdAt').reverse().limit(2).toArray(), [blogs[2], blogs[1]]);
    // Cursors: a filter, an offset and each() walk the store one record at a time.
    expectWhole(await db.blogs.filter((b) => b.blogBody === STORY).toArray(), [blogs[0], blogs[2]]);
    expectWhole(await db.blogs.orderBy('createdAt').offset(1).toArray(), [blogs[1], blogs[2]]);
    const walked: LocalBlog[] = [];
    await db.blogs.each((blog) => {
      walked.push(blog);
    });
    expectWhole(walked, blogs);
    const live = await new Promise<LocalBlog[]>((resolve, reject) => {
      const subscription = liveQuery(() => db.blogs.toArray()).subscribe({
        next: (value) => {
          resolve(value);
          subscription.unsubscribe();
        },
        error: reject,
      });
    });
    expectWhole(live, blogs);
  });

  it('keeps every copy right through updates and modify, which read and write the record again', async () => {
    const db = freshDb();
    await db.blogs.put(synced('b1'));
    // An edit: the record's story moves on, its copies keep the synced one.
    await db.blogs.update('b1', { blogBody: 'Rewritten.', pending: 1 });
    expect(await db.blogs.get('b1')).toMatchObject({
      blogBody: 'Rewritten.',
      base: { blogBody: STORY },
      shown: { blogBody: STORY },
    });
    expect(await stored(db, 'b1')).toMatchObject({ base: { blogBody: STORY }, shown: { blogBody: STORY } });
    // Acknowledged: the copies catch up with it and are stored once again.
    await db.blogs
      .where('_id')
      .equals('b1')
      .modify((blog) => {
        blog.pending = 0;
        if (blog.base) blog.base.blogBody = blog.blogBody;
      });
    expect(await db.blogs.get('b1')).toMatchObject({
      blogBody: 'Rewritten.',
      base: { blogBody: 'Rewritten.' },
      shown: { blogBody: STORY },
    });
    expect((await stored(db, 'b1'))[STORY_MARK]).toMatchObject({ in: ['base'] });
    await db.blogs.toCollection().modify({ featured: true });
    expect(await db.blogs.get('b1')).toMatchObject({
      featured: true,
      base: { blogBody: 'Rewritten.' },
      shown: { blogBody: STORY },
    });
  });

  it('reads a record stored before, with every copy in full, as it is', async () => {
    const db = freshDb();
    await db.open();
    await storeRaw(db, synced('b1'));
    expectWhole(await db.blogs.get('b1'), synced('b1'));
    expectWhole(await db.blogs.toArray(), [synced('b1')]);
  });

  it('never gives a copy a story that was not its own, after a tab on an older version wrote the record', async () => {
    const db = freshDb();
    await db.blogs.bulkPut([synced('b1'), synced('b2'), synced('b3')]);
    // That version reads the stored record as it is and keeps what it does not know (entities.ts extrasOf).
    const story = await stored(db, 'b1');
    await storeRaw(db, { ...story, blogBody: 'Edited in the old tab.', pending: 1 } as unknown as LocalBlog);
    expect(await db.blogs.get('b1')).toMatchObject({
      blogBody: 'Edited in the old tab.',
      base: { blogBody: null },
      shown: { blogBody: null },
    });
    // A title edit leaves the story, which the copies still share.
    const title = await stored(db, 'b2');
    await storeRaw(db, { ...title, blogTitle: 'Renamed', pending: 1 } as unknown as LocalBlog);
    expect(await db.blogs.get('b2')).toMatchObject({ blogTitle: 'Renamed', base: { blogBody: STORY } });
    // A pull there gave the base a story of its own: it keeps it.
    const pulled = await stored(db, 'b3');
    await storeRaw(db, { ...pulled, base: { blogBody: 'From the server.' } } as unknown as LocalBlog);
    expect(await db.blogs.get('b3')).toMatchObject({
      blogBody: STORY,
      base: { blogBody: 'From the server.' },
      shown: { blogBody: STORY },
    });
    for (const blog of await db.blogs.toArray()) expect(blog).not.toHaveProperty(STORY_MARK);
  });

  it('stores each of a pulled page’s own public blogs with its story once, and the summaries without it', async () => {
    const db = freshDb();
    const doc = (id: string) => ({
      _id: id,
      userID: '019a0000-0000-7000-8000-0000000000aa',
      blogTitle: `Trail ${id}`,
      country: 'Peru',
      blogBody: STORY,
      featured: false,
      publish: true,
      suspended: false,
      heroImage: null,
      imageUrls: [],
      imageData: { heroImage: null, imageUrls: [] },
      createdAt: '2026-04-01T00:00:00.000Z',
      author: 'Ana',
    });
    const changes: PulledChange[] = ['b1', 'b2'].map((id) => ({
      scope: 'user',
      entity: 'blog',
      id,
      rev: 1,
      doc: doc(id),
    }));
    await applyPullPage(db, { changes, cursor: 'c1', hasMore: false });
    for (const id of ['b1', 'b2']) {
      const raw = await stored(db, id);
      expect(raw[STORY_MARK]).toMatchObject({ in: ['base', 'shown'], length: STORY.length });
      expect(copiesOfStory(raw)).toBe(1);
      expect(await db.blogs.get(id)).toMatchObject({
        blogBody: STORY,
        base: { blogBody: STORY },
        shown: { blogBody: STORY, author: 'Ana' },
      });
      expect(JSON.stringify(await db.blogSummaries.get(id))).not.toContain('Inca trail');
    }
  });
});

describe('packStory and unpackStory', () => {
  it('are each other’s inverse, whatever the record holds', () => {
    const records: unknown[] = [
      synced('b1'),
      { ...synced('b2'), shown: undefined },
      { ...synced('b3'), base: { blogTitle: 'no story yet' } },
      { _id: 'd1', blogTitle: 'a draft with no story' },
      { _id: 'n1', blogBody: 42, base: { blogBody: 42 } },
      null,
      'text',
    ];
    for (const record of records) {
      const packed = structuredClone(packStory(record));
      expectWhole(unpackStory(packed), record);
    }
  });

  it('fills only the story’s copies, whatever else a mark on the disk names', () => {
    const record = { ...synced('b1'), imageData: { blogBody: null } };
    const packed = structuredClone(packStory(record)) as Record<string, unknown>;
    (packed[STORY_MARK] as { in: string[] }).in.push('imageData', '__proto__');
    const read = unpackStory(packed) as Record<string, unknown>;
    expect(read.imageData).toEqual({ blogBody: null });
    expect(read.base).toMatchObject({ blogBody: STORY });
    expect(({} as Record<string, unknown>).blogBody).toBeUndefined();
  });

  it('never takes a stale mark on the record for its own', () => {
    const marked = { ...synced('b1'), blogBody: 'New story', [STORY_MARK]: { in: ['base', 'shown'] } };
    const packed = packStory(marked) as Record<string, unknown>;
    expect(packed[STORY_MARK]).toBeUndefined();
    expect(unpackStory(structuredClone(packed))).toMatchObject({ base: { blogBody: STORY } });
  });
});
