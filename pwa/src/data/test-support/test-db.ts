// A user database on its own fake-indexeddb instance, as a separate device would have.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach } from 'vitest';
import { openUserDb, type UserDb } from '../db.ts';

export function testDb(userId = '019a0000-0000-7000-8000-0000000000aa'): UserDb {
  return openUserDb(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
}

/** For a test file: fresh test databases, and any other one it opens, each closed once its test ends. */
export function closedAfterEach(): {
  freshDb: (userId?: string) => UserDb;
  closeAfter: (db: UserDb) => UserDb;
} {
  const dbs: UserDb[] = [];
  afterEach(() => {
    for (const db of dbs.splice(0)) db.close();
  });
  const closeAfter = (db: UserDb) => {
    dbs.push(db);
    return db;
  };
  return { freshDb: (userId) => closeAfter(testDb(userId)), closeAfter };
}

/** The outbox as the server would receive it, without local bookkeeping. */
export async function queued(db: UserDb) {
  return (await db.outbox.orderBy('seq').toArray()).map(({ seq, entity, id, kind, baseRev, fields }) => ({
    seq,
    entity,
    id,
    kind,
    baseRev,
    fields,
  }));
}
