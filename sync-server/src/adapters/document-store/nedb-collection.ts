import { isDeepStrictEqual } from 'node:util';
import { deepCopy } from '@seald-io/nedb/lib/model.js';
import type {
  Collection,
  Doc,
  Filter,
  FindOptions,
  IndexSpec,
  Projection,
  UpdateOps,
  UpdateResult,
} from '../../ports/document-store';
import { DuplicateKeyError } from '../../ports/document-store';
import type { KeyedMutex } from './mutex';
import { project } from './nedb-cursor';
import type { NedbDatastore } from './nedb-datafile';
import { idsNamedBy, indexedCount, internals, storedMatches } from './nedb-query';
import { keptCount, orderedMatches } from './nedb-sorted-cache';
import { planUpdate } from './nedb-update';

/** NeDB marks a unique-index violation with errorType 'uniqueViolated'. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'errorType' in err && err.errorType === 'uniqueViolated';
}

/**
 * A port Collection over one NeDB datastore. Every write of the collection runs under `writes` (keyed by
 * collection name): updates read the matched documents before changing them, to report MongoDB's
 * `modified` count and to translate `$pull`, and nothing else may write in between.
 */
export function nedbCollection<T extends Doc>(
  name: string,
  open: () => Promise<NedbDatastore>,
  writes: KeyedMutex,
): Collection<T> {
  async function read<R>(op: (ds: NedbDatastore) => Promise<R>): Promise<R> {
    return op(await open());
  }

  async function write<R>(op: (ds: NedbDatastore) => Promise<R>): Promise<R> {
    const ds = await open();
    try {
      return await writes.run(name, () => op(ds));
    } catch (err) {
      throw isUniqueViolation(err) ? new DuplicateKeyError(name, err) : err;
    }
  }

  /** Copies of the documents matching filter (the first one unless multi). */
  async function copiesOfMatches(ds: NedbDatastore, filter: Filter, multi: boolean): Promise<Doc[]> {
    if (idsNamedBy(filter))
      return (await storedMatches(ds, filter)).slice(0, multi ? undefined : 1).map(deepCopy);
    // NeDB's typings claim a cursor resolves to one document; it resolves to the array.
    const cursor = ds.findAsync(filter);
    return (await (multi ? cursor : cursor.limit(1))) as unknown as Doc[];
  }

  /** Applies the update to the matches of filter (at most one unless multi); returns them as after. */
  async function update(ds: NedbDatastore, filter: Filter, ops: UpdateOps, multi: boolean) {
    const before = await copiesOfMatches(ds, filter, multi);
    const after = new Map(before.map((doc) => [doc._id, doc]));
    for (const { update, ids } of planUpdate(before, ops)) {
      const { affectedDocuments } = await ds.updateAsync({ _id: { $in: ids } }, update, {
        multi: true,
        returnUpdatedDocs: true,
      });
      for (const doc of (affectedDocuments ?? []) as Doc[]) after.set(doc._id, doc);
    }
    const modified = before.filter((doc) => !isDeepStrictEqual(doc, after.get(doc._id))).length;
    return { matched: before.length, modified, after: [...after.values()] };
  }

  // NeDB reads a projection naming only `_id: 1` as "omit nothing" and returns whole documents;
  // MongoDB returns just the ids. Ask NeDB to pick a field no document has, which leaves only _id.
  function nedbProjection(projection: Projection): Projection {
    const keys = Object.keys(projection);
    return keys.length === 1 && projection._id === 1 ? { _id: 1, '\u0001': 1 } : projection;
  }

  /**
   * A find sorted by nedb-cursor.ts rather than NeDB's cursor (which looks every sort key up again on each
   * comparison), its order kept between writes (nedb-sorted-cache.ts), or one by ids (nedb-query.ts): the
   * matches are the stored documents themselves, so only the page is copied, as findAsync copies what it
   * answers.
   */
  async function storedFind(ds: NedbDatastore, filter: Filter, options: FindOptions) {
    const skip = options.skip ?? 0;
    const end = options.limit ? skip + options.limit : undefined;
    const ordered = options.sort
      ? await orderedMatches(ds, filter, options.sort, end)
      : await storedMatches(ds, filter);
    const page = ordered.slice(skip, end);
    const { projection } = options;
    return page.map((doc) => deepCopy(projection ? project(doc, projection) : doc));
  }

  return {
    name,

    find: (filter = {}, options: FindOptions = {}) =>
      read(async (ds) => {
        if (options.sort || idsNamedBy(filter)) return (await storedFind(ds, filter, options)) as T[];
        let cursor = ds.findAsync(filter);
        if (options.skip !== undefined) cursor = cursor.skip(options.skip);
        if (options.limit !== undefined) cursor = cursor.limit(options.limit);
        if (options.projection) cursor = cursor.projection(nedbProjection(options.projection));
        return (await cursor) as unknown as T[];
      }),

    findOne: (filter, options = {}) =>
      read(async (ds) => {
        if (idsNamedBy(filter))
          return ((await storedFind(ds, filter, { ...options, limit: 1 }))[0] as T) ?? null;
        let cursor = ds.findOneAsync(filter);
        if (options.sort) cursor = cursor.sort(options.sort);
        if (options.projection) cursor = cursor.projection(nedbProjection(options.projection));
        return ((await cursor) as unknown as T | null) ?? null;
      }),

    insertOne: (doc) => write(async (ds) => (await ds.insertAsync(doc)) as T),

    insertMany: (docs) =>
      write(async (ds) => {
        // NeDB inserts a batch all-or-nothing; an empty batch is simply nothing to do.
        if (docs.length > 0) await ds.insertAsync(docs);
      }),

    updateOne: (filter, ops): Promise<UpdateResult> =>
      write(async (ds) => {
        const { matched, modified } = await update(ds, filter, ops, false);
        return { matched, modified };
      }),

    updateMany: (filter, ops): Promise<UpdateResult> =>
      write(async (ds) => {
        const { matched, modified } = await update(ds, filter, ops, true);
        return { matched, modified };
      }),

    findOneAndUpdate: (filter, ops) =>
      write(async (ds) => ((await update(ds, filter, ops, false)).after[0] as T | undefined) ?? null),

    deleteOne: (filter) => write((ds) => ds.removeAsync(filter, { multi: false })),

    deleteMany: (filter) => write((ds) => ds.removeAsync(filter, { multi: true })),

    count: (filter = {}) =>
      read(async (ds) => {
        if (idsNamedBy(filter)) return (await storedMatches(ds, filter)).length;
        const kept = keptCount(ds, filter);
        if (kept !== undefined) return kept;
        const indexed = await internals(ds).executor.pushAsync(async () => indexedCount(ds, filter));
        return indexed ?? ((await ds.countAsync(filter)) as unknown as number);
      }),

    ensureIndex: (spec: IndexSpec) =>
      write((ds) => {
        // A one-field index must be named by a string: NeDB treats an array as a compound index.
        const [first, ...rest] = Object.keys(spec.fields);
        if (first === undefined) throw new Error(`ensureIndex on ${name} needs at least one field`);
        return ds.ensureIndexAsync({
          fieldName: rest.length === 0 ? first : [first, ...rest],
          unique: spec.unique ?? false,
          sparse: spec.sparse ?? false,
        });
      }),
  };
}
