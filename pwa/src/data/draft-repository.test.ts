import { afterEach, describe, expect, it } from 'vitest';
import type { UserDb } from './db.ts';
import { draftRepository } from './draft-repository.ts';
import { queued, testDb } from './test-support/test-db.ts';

let db: UserDb;
afterEach(() => db?.close());

describe('draft repository', () => {
  it('starts a draft on the first save and folds later saves into the unsent entry', async () => {
    db = testDb();
    const drafts = draftRepository(db);
    const id = await drafts.save(null, { blogTitle: 'Li' });
    expect(await drafts.save(id, { blogTitle: 'Lima', blogBody: 'Day one' })).toBe(id);
    expect(await queued(db)).toEqual([
      {
        seq: 1,
        entity: 'draft',
        id,
        kind: 'create',
        baseRev: 0,
        fields: { blogTitle: 'Lima', blogBody: 'Day one' },
      },
    ]);
    expect(await db.drafts.get(id)).toMatchObject({ blogTitle: 'Lima', blogBody: 'Day one', pending: 1 });
  });

  it('makes a new entry once the earlier one was sent, carrying only the changes', async () => {
    db = testDb();
    const drafts = draftRepository(db);
    const id = await drafts.save(null, { blogTitle: 'Lima', country: 'Peru' });
    await db.outbox.toCollection().modify({ attempts: 1 });
    await drafts.save(id, { blogTitle: 'Lima', country: 'Perú' });
    expect((await queued(db)).at(-1)).toEqual({
      seq: 2,
      entity: 'draft',
      id,
      kind: 'update',
      baseRev: 0,
      fields: { country: 'Perú' },
    });
  });

  it('stamps each save that changes something with the device’s time, for the list of drafts', async () => {
    db = testDb();
    let now = new Date('2026-11-21T09:00:00.000Z');
    const drafts = draftRepository(db, { now: () => now });
    const id = await drafts.save(null, { blogTitle: 'Lima' });
    expect((await db.drafts.get(id))?.savedAt).toBe('2026-11-21T09:00:00.000Z');
    now = new Date('2026-11-21T09:05:00.000Z');
    await drafts.save(id, { blogTitle: 'Lima' });
    expect((await db.drafts.get(id))?.savedAt).toBe('2026-11-21T09:00:00.000Z');
    await drafts.save(id, { blogTitle: 'Lima, Peru' });
    const saved = await db.drafts.get(id);
    expect(saved).toMatchObject({
      createdAt: '2026-11-21T09:00:00.000Z',
      savedAt: '2026-11-21T09:05:00.000Z',
    });
    // updatedAt is the server's stamp of its copy only (a restored server is compared with it).
    expect(saved?.updatedAt).toBeUndefined();
  });

  it('deletes, and refuses fields beyond the limits', async () => {
    db = testDb();
    const drafts = draftRepository(db);
    const id = await drafts.save(null, { blogTitle: 'x' });
    await drafts.remove(id);
    expect(await db.drafts.count()).toBe(0);
    await expect(drafts.save(null, { country: 'x'.repeat(61) })).rejects.toThrow('at most 60 characters');
  });
});
