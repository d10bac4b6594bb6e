import type {
  ClientSession,
  CreateIndexesOptions,
  Document,
  Filter as MongoFilter,
  Collection as MongoNativeCollection,
  UpdateFilter,
} from 'mongodb';
import type { Collection, Doc, Filter, UpdateOps } from '../../ports/document-store';
import { DuplicateKeyError } from '../../ports/document-store';
import { SCORE, textIndexOf, textQueryOf } from './mongodb-text-index';

const DUPLICATE_KEY = 11000;

function hasDuplicateKeyCode(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'code' in value && value.code === DUPLICATE_KEY;
}

/**
 * The port's error for a MongoDB unique-index violation (code 11000, also when it arrives inside a bulk
 * write's writeErrors); any other error is returned unchanged so the driver's transient-transaction
 * labels survive for withTransaction to retry on.
 */
export function mapMongoError(collection: string, err: unknown): unknown {
  const writeErrors =
    typeof err === 'object' && err !== null && 'writeErrors' in err ? [err.writeErrors].flat() : [];
  if (hasDuplicateKeyCode(err) || writeErrors.some(hasDuplicateKeyCode)) {
    return new DuplicateKeyError(collection, err);
  }
  return err;
}

/**
 * A port Collection over a driver collection; with a session every operation joins its transaction.
 * Documents carry the caller's string `_id`, so the driver never adds an ObjectId.
 */
export function mongoCollection<T extends Doc>(
  native: MongoNativeCollection<Document>,
  session?: ClientSession,
): Collection<T> {
  const name = native.collectionName;
  const inSession = session ? { session } : {};
  // Inserted `undefined` properties are left out, as NeDB does, instead of becoming null. Only for
  // inserts: in a filter, ignoring undefined would turn `{ owner: undefined }` into match-everything.
  const insertOptions = { ...inSession, ignoreUndefined: true };
  const query = (filter: Filter) => filter as MongoFilter<Document>;
  const change = (ops: UpdateOps) => ops as UpdateFilter<Document>;
  // A copy, so the driver never decorates the caller's object.
  const plain = (doc: Doc): Document => ({ ...doc });

  async function guard<R>(op: () => Promise<R>): Promise<R> {
    try {
      return await op();
    } catch (err) {
      throw mapMongoError(name, err);
    }
  }

  // MongoDB aborts a transaction on any failed write, a duplicate key included (SERVER-34059). Inside
  // one, a taken _id is therefore looked up (on the transaction's snapshot) before inserting, so the
  // DuplicateKeyError leaves the transaction usable and fn may catch it and go on, as on NeDB. A unique
  // secondary index is still only enforced by the insert itself, which does abort.
  async function assertFreeIds(docs: Doc[]): Promise<void> {
    if (!session) return;
    const ids = docs.map((doc) => doc._id);
    const taken =
      new Set(ids).size < ids.length ||
      (await native.findOne(query({ _id: { $in: ids } }), { session, projection: { _id: 1 } })) !== null;
    if (taken) throw new DuplicateKeyError(name);
  }

  return {
    name,

    find: (filter = {}, options = {}) =>
      guard(
        async () =>
          (await native.find(query(filter), { ...options, ...inSession }).toArray()) as unknown as T[],
      ),

    findOne: (filter, options = {}) =>
      guard(async () => (await native.findOne(query(filter), { ...options, ...inSession })) as T | null),

    insertOne: (doc) =>
      guard(async () => {
        await assertFreeIds([doc]);
        await native.insertOne(plain(doc), insertOptions);
        return { ...doc };
      }),

    insertMany: (docs) =>
      guard(async () => {
        // The driver rejects an empty batch; for the port it is simply nothing to do.
        if (docs.length === 0) return;
        await assertFreeIds(docs);
        await native.insertMany(docs.map(plain), insertOptions);
      }),

    updateOne: (filter, ops) =>
      guard(async () => {
        const result = await native.updateOne(query(filter), change(ops), inSession);
        return { matched: result.matchedCount, modified: result.modifiedCount };
      }),

    updateMany: (filter, ops) =>
      guard(async () => {
        const result = await native.updateMany(query(filter), change(ops), inSession);
        return { matched: result.matchedCount, modified: result.modifiedCount };
      }),

    findOneAndUpdate: (filter, ops) =>
      guard(
        async () =>
          (await native.findOneAndUpdate(query(filter), change(ops), {
            returnDocument: 'after',
            ...inSession,
          })) as T | null,
      ),

    deleteOne: (filter) => guard(async () => (await native.deleteOne(query(filter), inSession)).deletedCount),

    deleteMany: (filter) =>
      guard(async () => (await native.deleteMany(query(filter), inSession)).deletedCount),

    count: (filter = {}) => guard(() => native.countDocuments(query(filter), inSession)),

    countBy: (field, filter = {}) =>
      guard(async () => {
        const groups = await native
          .aggregate<{ _id: unknown; count: number }>(
            [{ $match: query(filter) }, { $group: { _id: `$${field}`, count: { $sum: 1 } } }],
            inSession,
          )
          .toArray();
        return groups.map((group) => ({ value: group._id ?? null, count: group.count }));
      }),

    // No cheap mark of a collection's contents that every instance's writes move on.
    version: async () => undefined,

    // Deliberately outside the session: createIndexes inside a transaction is only allowed on a
    // collection created in that same transaction, and an index is schema, not data to roll back.
    ensureIndex: (spec) =>
      guard(async () => {
        const options: CreateIndexesOptions = {};
        if (spec.unique) options.unique = true;
        if (spec.sparse) options.sparse = true;
        await native.createIndex(spec.fields, options);
      }),

    // Outside the session too. Another text index's fields or weights make MongoDB refuse it.
    ensureTextIndex: (spec) =>
      guard(async () => {
        const { keys, options } = textIndexOf(spec);
        await native.createIndex(keys, options);
      }),

    searchText: (search) =>
      guard(async () => {
        const query = textQueryOf(search);
        if (!query) return { docs: [], total: 0 };
        // One after the other: a session runs one operation at a time.
        const found = await native.find(query.filter, { ...query.options, ...inSession }).toArray();
        const total = await native.countDocuments(query.filter, inSession);
        const docs = found.map(({ [SCORE]: _score, ...doc }) => doc as unknown as T);
        return { docs, total };
      }),
  };
}
