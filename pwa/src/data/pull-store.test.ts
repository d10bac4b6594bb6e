import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import type { PulledChange } from '../../../shared/sync/protocol.ts';
import { deleteUserDb, openUserDb, readMeta, type UserDb, userDbName } from './db.ts';
import { applyPullPage } from './pull-store.ts';
import { testDb } from './test-support/test-db.ts';

let db: UserDb;
afterEach(() => db?.close());

const blog = {
  _id: 'b1',
  blogTitle: 'Lofoten',
  country: 'Norway',
  blogBody: '',
  featured: false,
  publish: true,
  author: 'Ann',
  createdAt: '2026-11-01T00:00:00.000Z',
  imageData: { heroImage: null, imageUrls: [] },
  rev: 3,
  fieldRevs: { blogTitle: 3 },
  stamps: { blogTitle: { rev: 3, by: 'some-device', at: 1 } },
  appliedOps: { 'some-device': 4 },
};

describe('applying a pulled page', () => {
  it('stores the public feed and own blogs without the server’s bookkeeping, and the cursor with them', async () => {
    db = testDb();
    const changes: PulledChange[] = [
      { scope: 'user', entity: 'blog', id: 'b1', rev: 3, doc: blog },
      { scope: 'public', entity: 'blog', id: 'b1', rev: 3, doc: blog },
      { scope: 'public', entity: 'blog', id: 'gone', rev: 2, deleted: true },
    ];
    await db.publicBlogs.add({ _id: 'gone', rev: 1, createdAt: '' });
    await applyPullPage(db, { changes, cursor: 'next', hasMore: false });
    expect(await db.publicBlogs.toArray()).toEqual([
      expect.not.objectContaining({
        fieldRevs: expect.anything(),
        stamps: expect.anything(),
        appliedOps: expect.anything(),
      }),
    ]);
    expect(await db.publicBlogs.get('b1')).toMatchObject({ blogTitle: 'Lofoten', author: 'Ann', rev: 3 });
    const own = await db.blogs.get('b1');
    expect(own).toMatchObject({ blogTitle: 'Lofoten', heroImage: null, imageUrls: [], rev: 3, pending: 0 });
    expect(own).not.toHaveProperty('fieldRevs');
    expect(own).not.toHaveProperty('appliedOps');
    expect(own).not.toHaveProperty('stamps');
    expect((await readMeta(db)).cursor).toBe('next');
  });

  it('takes the server’s views and author at the same revision, keeping an unsent edit shown over them', async () => {
    db = testDb();
    const own = (doc: Record<string, unknown>): PulledChange => ({
      scope: 'user',
      entity: 'blog',
      id: 'b1',
      rev: 3,
      doc,
    });
    await applyPullPage(db, { changes: [own({ ...blog, views: 0 })], cursor: 'c1', hasMore: false });
    // An edit of the title, not sent yet.
    await db.outbox.add({
      seq: 1,
      opId: 'op1',
      entity: 'blog',
      id: 'b1',
      kind: 'update',
      baseRev: 3,
      fields: { blogTitle: 'Lofoten in June' },
      createdAt: '',
      attempts: 0,
    });
    // What the server sends when views were counted, or the owner renamed: the blog at the same revision.
    await applyPullPage(db, {
      changes: [own({ ...blog, views: 12, author: 'Annabel Grey' })],
      cursor: 'c2',
      hasMore: false,
    });
    expect(await db.blogs.get('b1')).toMatchObject({
      blogTitle: 'Lofoten in June',
      views: 12,
      author: 'Annabel Grey',
      rev: 3,
      pending: 1,
      base: expect.objectContaining({ blogTitle: 'Lofoten' }),
    });
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps a conflict decided while this device’s close of it waits in the outbox', async () => {
    db = testDb();
    const conflict = (id: string): PulledChange => ({
      scope: 'user',
      entity: 'conflict',
      id,
      rev: 1,
      doc: { _id: id, entity: 'blog', docId: 'b1', field: 'blogTitle', kept: 'a', lost: 'b', at: 'now' },
    });
    const close = {
      kind: 'update',
      baseRev: 1,
      fields: { resolved: true },
      createdAt: '',
      attempts: 0,
    } as const;
    await db.outbox.add({ ...close, seq: 1, opId: 'op1', entity: 'conflict', id: 'c1' });
    await applyPullPage(db, { changes: [conflict('c1'), conflict('c2')], cursor: 'next', hasMore: false });
    expect((await db.conflicts.toArray()).map((c) => [c._id, c.resolved])).toEqual([
      ['c1', 1],
      ['c2', 0],
    ]);
  });
});

describe('the pulled profile', () => {
  it('keeps only a newer copy than the one stored', async () => {
    db = testDb();
    const profile = (rev: number, name: string): PulledChange => ({
      scope: 'user',
      entity: 'profile',
      id: 'u1',
      rev,
      doc: { _id: 'u1', name },
    });
    await applyPullPage(db, { changes: [profile(2, 'Ann Lee')], cursor: 'c1', hasMore: false });
    expect((await readMeta(db)).profile).toEqual({ rev: 2, user: { _id: 'u1', name: 'Ann Lee' } });
    await applyPullPage(db, { changes: [profile(1, 'Ann')], cursor: 'c2', hasMore: false });
    expect(await readMeta(db)).toMatchObject({
      cursor: 'c2',
      profile: { rev: 2, user: { name: 'Ann Lee' } },
    });
    await applyPullPage(db, { changes: [profile(3, 'Ann B. Lee')], cursor: 'c3', hasMore: false });
    expect((await readMeta(db)).profile?.user.name).toBe('Ann B. Lee');
  });
});

describe('user databases', () => {
  it('gives each user a database of their own, with its own device id', async () => {
    const idb = { indexedDB: new IDBFactory(), IDBKeyRange };
    const ann = openUserDb('ann', idb);
    const bob = openUserDb('bob', idb);
    const [a, b] = [await readMeta(ann), await readMeta(bob)];
    expect(ann.name).toBe(userDbName('ann'));
    expect(a).toMatchObject({ userId: 'ann', nextSeq: 1, cursor: null, writes: 0, resync: false });
    expect(b.clientId).not.toBe(a.clientId);
    ann.close();
    bob.close();
    await deleteUserDb('ann', idb);
    expect((await idb.indexedDB.databases()).map((d) => d.name)).toEqual([userDbName('bob')]);
  });
});
