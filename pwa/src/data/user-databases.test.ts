// Global fake-indexeddb: the module under test deletes through the browser's indexedDB.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteUserDb, openUserDb, readMeta, USER_DB_PREFIX, userDbName } from './db.ts';
import { taskRepository } from './task-repository.ts';
import { closeUserData, openUserData } from './user-data.ts';
import { forgetUserDatabase } from './user-databases.ts';

const userDatabases = async () =>
  (await indexedDB.databases())
    .flatMap((db) => (db.name?.startsWith(USER_DB_PREFIX) ? [db.name] : []))
    .sort();

afterEach(async () => {
  await closeUserData();
  for (const name of await userDatabases()) indexedDB.deleteDatabase(name);
});

describe('forgetUserDatabase', () => {
  it('deletes only the signed-out user’s database; another user’s, with its outbox, stays', async () => {
    const first = openUserData('u-1');
    await first.tasks.create({ taskText: 'unsent while away' });
    const { clientId } = await readMeta(first.db);
    const second = openUserData('u-2');
    await second.tasks.create({ taskText: 'second user' });

    await forgetUserDatabase('u-2');
    expect(await userDatabases()).toEqual([userDbName('u-1')]);

    const again = openUserData('u-1');
    expect((await readMeta(again.db)).clientId).toBe(clientId);
    expect(await again.db.outbox.count()).toBe(1);
  });

  it('keeps the database when the same user signed in again while it closed', async () => {
    openUserData('u-1');
    const forgetting = forgetUserDatabase('u-1');
    const again = openUserData('u-1');
    await again.tasks.create({ taskText: 'after signing in again' });
    await forgetting;
    expect(await userDatabases()).toEqual([userDbName('u-1')]);
    expect(await again.db.tasks.count()).toBe(1);
  });

  it('is not re-created by another tab that still has it open and writes after the sign-out', async () => {
    const otherTab = openUserDb('u-1');
    await taskRepository(otherTab).create({ taskText: 'before the sign-out' });
    await deleteUserDb('u-1');
    expect(await userDatabases()).toEqual([]);

    await expect(taskRepository(otherTab).create({ taskText: 'after it' })).rejects.toThrow();
    expect(await userDatabases()).toEqual([]);
    otherTab.close();
  });
});
