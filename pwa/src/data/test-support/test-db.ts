// A user database on its own fake-indexeddb instance, as a separate device would have.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openUserDb, type UserDb } from '../db.ts';

export function testDb(userId = '019a0000-0000-7000-8000-0000000000aa'): UserDb {
  return openUserDb(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
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
