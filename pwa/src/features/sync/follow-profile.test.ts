// @vitest-environment jsdom
// Dexie's live queries need a global indexedDB in jsdom, even for a database given its own.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { readMeta, type UserDb } from '../../data/db.ts';
import type { Fields } from '../../data/records.ts';
import { testDb } from '../../data/test-support/test-db.ts';
import { followProfile } from './follow-profile.ts';

let db: UserDb;
afterEach(() => db?.close());

const store = async (rev: number, name: string) =>
  db.meta.put({ ...(await readMeta(db)), profile: { rev, user: { _id: 'u1', name } } });

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('following the pulled profile', () => {
  it('skips the copy stored before it started, then hands over each newer one', async () => {
    db = testDb();
    await db.open();
    await store(4, 'Ann');
    const applied: Fields[] = [];
    const stop = followProfile(db, (user) => applied.push(user));
    await settle();
    expect(applied).toEqual([]);
    await store(5, 'Ann Lee');
    await settle();
    expect(applied).toEqual([{ _id: 'u1', name: 'Ann Lee' }]);
    // The meta row changes for other reasons too (cursor, write counter): the same profile is not re-applied.
    await db.meta.put({ ...(await readMeta(db)), cursor: 'later' });
    await settle();
    expect(applied).toHaveLength(1);
    stop();
    await store(6, 'Ann B. Lee');
    await settle();
    expect(applied).toHaveLength(1);
  });
});
