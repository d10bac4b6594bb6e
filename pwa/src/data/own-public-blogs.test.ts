// The public feed leaves out the user's own blogs (they come once, in the user's scope): the device keeps
// the public copy of each of its own public blogs from that scope, as the server has it, and drops the
// copy when the blog stops being public or goes.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PulledChange } from '../../../shared/sync/protocol.ts';
import type { UserDb } from './db.ts';
import { applyPullPage } from './pull-store.ts';
import { testDb } from './test-support/test-db.ts';

const dbs: UserDb[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

const blog = (rev: number, fields: Record<string, unknown>): PulledChange => ({
  scope: 'user',
  entity: 'blog',
  id: 'b1',
  rev,
  doc: {
    _id: 'b1',
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

async function pulled(db: UserDb, ...changes: PulledChange[]) {
  await applyPullPage(db, { changes, cursor: `c${changes.length}`, hasMore: false });
  return db.publicBlogs.toArray();
}

describe("the user's own public blogs", () => {
  it('are kept in the public feed from their own scope, without the owner-only field times', async () => {
    const db = testDb();
    dbs.push(db);
    const [copy] = await pulled(db, blog(1, {}));
    expect(copy).toMatchObject({ _id: 'b1', rev: 1, blogTitle: 'Cusco', author: 'Ann Lee' });
    expect(copy).not.toHaveProperty('writtenAt');
    expect(copy).not.toHaveProperty('fieldAt');
    expect(await db.blogs.get('b1')).toMatchObject({ blogTitle: 'Cusco', rev: 1 });
    expect(await pulled(db, blog(2, { blogTitle: 'Cusco at night' }))).toEqual([
      expect.objectContaining({ rev: 2, blogTitle: 'Cusco at night' }),
    ]);
  });

  it('leave the public feed when unpublished, suspended or deleted, and come back when public again', async () => {
    const db = testDb();
    dbs.push(db);
    await pulled(db, blog(1, {}));
    expect(await pulled(db, blog(2, { publish: false }))).toEqual([]);
    expect(await pulled(db, blog(3, {}))).toHaveLength(1);
    expect(await pulled(db, blog(4, { suspended: true }))).toEqual([]);
    expect(await pulled(db, blog(5, {}))).toHaveLength(1);
    expect(await pulled(db, { scope: 'user', entity: 'blog', id: 'b1', rev: 6, deleted: true })).toEqual([]);
  });

  it('never come from a blog the server has not called public, whatever its fields say', async () => {
    const db = testDb();
    dbs.push(db);
    expect(await pulled(db, blog(1, { suspended: undefined }))).toEqual([]);
    expect(await pulled(db, blog(2, { publish: 'true' }))).toEqual([]);
  });
});
