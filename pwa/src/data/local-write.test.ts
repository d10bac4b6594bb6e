import { afterEach, describe, expect, it } from 'vitest';
import type { UserDb } from './db.ts';
import { writeLocal } from './local-write.ts';
import { testDb } from './test-support/test-db.ts';

let db: UserDb;
afterEach(() => db?.close());

const nine = new Date('2026-11-21T09:00:00.000Z');
const ten = new Date('2026-11-21T10:00:00.000Z');

/** A blog the server sent at revision 4: its fields are also the record's base. */
async function syncedBlog() {
  db = testDb();
  const fields = { blogTitle: 'Lima', country: 'Peru', blogBody: 'Day one.\nDay two.' };
  await db.blogs.put({
    _id: 'b1',
    rev: 4,
    pending: 0,
    base: fields,
    createdAt: '',
    featured: false,
    publish: false,
    heroImage: null,
    imageUrls: [],
    imageData: { heroImage: null, imageUrls: [] },
    ...fields,
  });
}

const entries = async () =>
  (await db.outbox.orderBy('seq').toArray()).map(({ seq, fields, at, base }) => ({ seq, fields, at, base }));

describe('writeLocal', () => {
  it('stores the edit’s time and the synced text it started from with the entry', async () => {
    await syncedBlog();
    const body = 'Day one in Miraflores.\nDay two.';
    await writeLocal(db, 'blog', 'b1', { kind: 'update', fields: { blogBody: body } }, { now: nine });
    expect(await entries()).toEqual([
      { seq: 1, fields: { blogBody: body }, at: nine.getTime(), base: { blogBody: 'Day one.\nDay two.' } },
    ]);
    expect(await db.blogs.get('b1')).toMatchObject({ blogBody: body, pending: 1, rev: 4 });
  });

  it('moves the time on when a later edit folds in, keeping the base the entry started from', async () => {
    await syncedBlog();
    await writeLocal(db, 'blog', 'b1', { kind: 'update', fields: { country: 'Perú' } }, { now: nine });
    expect((await entries())[0]).toEqual({ seq: 1, fields: { country: 'Perú' }, at: nine.getTime() });
    await writeLocal(
      db,
      'blog',
      'b1',
      { kind: 'update', fields: { blogTitle: 'Lima in May' } },
      { now: ten },
    );
    await writeLocal(db, 'blog', 'b1', { kind: 'update', fields: { blogTitle: 'Lima, May' } }, { now: ten });
    expect(await entries()).toEqual([
      {
        seq: 1,
        fields: { country: 'Perú', blogTitle: 'Lima, May' },
        at: ten.getTime(),
        base: { blogTitle: 'Lima' },
      },
    ]);
  });

  it('stamps creates and deletes with their time, naming no base', async () => {
    db = testDb();
    await writeLocal(db, 'draft', 'd1', { kind: 'create', fields: { blogTitle: 'Cusco' } }, { now: nine });
    await db.outbox.toCollection().modify({ attempts: 1 });
    await writeLocal(db, 'draft', 'd1', { kind: 'delete' }, { now: ten });
    expect(await entries()).toEqual([
      { seq: 1, fields: { blogTitle: 'Cusco' }, at: nine.getTime(), base: undefined },
      { seq: 2, fields: {}, at: ten.getTime(), base: undefined },
    ]);
  });
});
