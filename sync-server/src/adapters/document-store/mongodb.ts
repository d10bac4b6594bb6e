import { type ClientSession, MongoClient } from 'mongodb';
import type { Collection, Doc, DocumentStore, LockedStore } from '../../ports/document-store';
import { DuplicateKeyError } from '../../ports/document-store';
import { assertCollectionName } from './collection-name';
import { mapMongoError, mongoCollection } from './mongodb-collection';
import { watchInserts } from './mongodb-watch';
import { KeyedMutex } from './mutex';

export { mapMongoError };

/** Adapter-owned; its leading underscore keeps it out of reach of collection(). */
const LOCKS = '_locks';
/** The store's own facts; `{ _id: 'revisionFloor', value }` is set after a mongorestore (docs/operations.md). */
const META = '_meta';

function redact(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

/**
 * The DocumentStore on a MongoDB server. withLock uses multi-document transactions, so the server must
 * be a replica set (a single-node one is enough, e.g. `mongod --replSet rs0` + `rs.initiate()`); on a
 * standalone server everything but withLock works.
 *
 * `dbName` defaults to the database named in the URI (the driver's `test` if it names none). Options such as `serverSelectionTimeoutMS` go in
 * the URI's query string.
 */
export async function createMongoStore({
  uri,
  dbName,
}: {
  uri: string;
  dbName?: string;
}): Promise<DocumentStore> {
  const client = new MongoClient(uri);
  try {
    await client.connect();
  } catch (cause) {
    await client.close().catch(() => undefined);
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`cannot connect to MongoDB at ${redact(uri)}: ${reason}`, { cause });
  }
  const db = client.db(dbName);
  // Set only while every instance is stopped, after a restore: fixed for this process.
  const floor = await db.collection<{ _id: string; value?: unknown }>(META).findOne({ _id: 'revisionFloor' });
  const revisionFloor = Number.isSafeInteger(floor?.value) ? (floor?.value as number) : 0;
  const scopes = new KeyedMutex();
  const knownScopes = new Set<string>();

  function collection<T extends Doc = Doc>(name: string, session?: ClientSession): Collection<T> {
    return mongoCollection<T>(db.collection(assertCollectionName(name)), session);
  }

  // Creating the lock document outside any transaction means the transactional $inc below only ever
  // updates it, and two first-time lockers meet as a write conflict (retried), never a duplicate key.
  async function ensureScope(scope: string): Promise<void> {
    if (knownScopes.has(scope)) return;
    try {
      await db
        .collection<{ _id: string }>(LOCKS)
        .updateOne({ _id: scope }, { $inc: { n: 0 } }, { upsert: true });
    } catch (err) {
      // A concurrent first upsert won the race; the document exists, which is all we need.
      if (!(mapMongoError(LOCKS, err) instanceof DuplicateKeyError)) throw err;
    }
    knownScopes.add(scope);
  }

  return {
    kind: 'mongodb',
    collection: (name) => collection(name),

    // A change stream reports inserts after they commit, from every instance (needs a replica set);
    // one that fails is opened again where it stopped (mongodb-watch.ts).
    watch(name, listener) {
      const col = db.collection(assertCollectionName(name));
      return watchInserts(
        (resumeAfter) => {
          const stream = col.watch(
            [{ $match: { operationType: 'insert' } }],
            resumeAfter ? { resumeAfter } : {},
          );
          return {
            onChange: (fn) =>
              stream.on('change', (event) =>
                fn({
                  _id: event._id,
                  operationType: event.operationType,
                  ...(event.operationType === 'insert' && { fullDocument: event.fullDocument }),
                }),
              ),
            // Without a listener an 'error' event would crash the process.
            onError: (fn) => stream.on('error', fn),
            close: () => stream.close(),
          };
        },
        listener as (doc: unknown) => void,
      );
    },

    // The in-process mutex spares this instance's own callers from conflicting with each other; the
    // $inc on the scope's lock document makes transactions of other instances on the same scope
    // write-conflict, so withTransaction retries them until they run one after another. fn may
    // therefore run more than once and must not have effects outside tx; nor may it swallow a store
    // error, because a failed write aborts the server-side transaction (except a DuplicateKeyError on
    // _id from an insert, which mongoCollection raises before writing).
    withLock: (scope, fn) =>
      scopes.run(scope, async () => {
        await ensureScope(scope);
        const session = client.startSession();
        try {
          return await session.withTransaction(async (s) => {
            await db
              .collection<{ _id: string }>(LOCKS)
              .updateOne({ _id: scope }, { $inc: { n: 1 } }, { upsert: true, session: s });
            const tx: LockedStore = { collection: (name) => collection(name, s), revisionFloor };
            return fn(tx);
          });
        } finally {
          await session.endSession();
        }
      }),

    async ping() {
      try {
        await db.command({ ping: 1 });
        return true;
      } catch {
        return false;
      }
    },

    close: () => client.close(),
  };
}
