import { isDeepStrictEqual } from 'node:util';
import { checkObject, deepCopy, match, modify } from '@seald-io/nedb/lib/model.js';
import type {
  AnyDoc,
  Collection,
  Doc,
  Filter,
  FindOptions,
  LockedStore,
  Projection,
  SortSpec,
  UpdateOps,
} from '../../ports/document-store';
import { DuplicateKeyError } from '../../ports/document-store';
import { assertCollectionName } from './collection-name';
import { project, sortDocs } from './nedb-cursor';
import type { NedbDatastore } from './nedb-datafile';
import { idsNamedBy, indexedCount, storedByIds } from './nedb-query';
import { assertUniqueKeys } from './nedb-unique';
import { planUpdate } from './nedb-update';

/** What a transaction leaves of one document: its full image, or null when it deletes it. */
export interface Write {
  image: Doc | null;
  /** The transaction created the document (announced to watchers once committed). */
  inserted: boolean;
}

/** What a transaction did with one collection. */
export interface TxPart {
  readonly name: string;
  readonly ds: NedbDatastore;
  /**
   * Each committed document as the transaction first read it, by _id; null when it looked the _id up
   * and found nothing. Every document it writes was read first (updates and deletes find it, inserts
   * look its _id up), and the commit compares these with the datastore.
   */
  readonly reads: Map<string, Doc | null>;
  /** The buffered images by _id, in the order the documents were first written. */
  readonly writes: Map<string, Write>;
}

/**
 * The change log is applied after every other collection: a reader outside the lock reads its entries
 * first and the documents they name after, so an entry must never be visible before those documents.
 */
const CHANGE_LOG = 'sync_changes';

interface Page {
  sort?: SortSpec | undefined;
  skip: number;
  /** 0 or undefined: no limit, as on both stores. */
  limit?: number | undefined;
}

type Stage = (id: string, write: Write) => void;

/** As NeDB stores an insert: a copy (the caller keeps no reference) whose field names are checked. */
function prepare<T extends Doc>(doc: T): T {
  const image = deepCopy(doc);
  checkObject(image);
  return image;
}

/**
 * One attempt of a withLock section on the embedded store. Its collections buffer every write, one image
 * per document, and read the datastores merged with that buffer, so fn reads its own writes while nothing
 * reaches a datafile; nedb-commit.ts then applies the buffer, or it is dropped when fn throws. Matching,
 * modifiers, sorting and unique keys are NeDB's own code, so the answers equal those of direct writes.
 */
export class NedbTransaction implements LockedStore {
  readonly #open: (name: string) => Promise<NedbDatastore>;
  readonly #direct: (name: string) => Collection;
  readonly #parts = new Map<string, TxPart>();
  readonly #collections = new Map<string, Collection>();
  /** Parts in the order the transaction first wrote to them. */
  readonly #written = new Set<TxPart>();
  /**
   * One operation at a time, as a MongoDB session runs them: each reads, then buffers what it read. Each
   * starts once the one before has settled (a plain chain: a push runs thousands of them).
   */
  #tail: Promise<unknown> = Promise.resolve();
  #active = true;

  constructor(open: (name: string) => Promise<NedbDatastore>, direct: (name: string) => Collection) {
    this.#open = open;
    this.#direct = direct;
  }

  /** Ends the transaction once its queued operations are done; later use of its collections throws. */
  async finish(): Promise<void> {
    await this.#serial(async () => {
      this.#active = false;
    });
  }

  /** The parts with buffered writes, in the order to apply them: as first written, the change log last. */
  changes(): TxPart[] {
    const parts = [...this.#written].filter((part) => part.writes.size > 0);
    return [...parts.filter((p) => p.name !== CHANGE_LOG), ...parts.filter((p) => p.name === CHANGE_LOG)];
  }

  collection<T extends Doc = AnyDoc>(name: string): Collection<T> {
    // One object per name: a push asks for its collections a few times per mutation, and making one is
    // a dozen closures.
    let made = this.#collections.get(name);
    if (!made) {
      made = this.#make(name);
      this.#collections.set(name, made);
    }
    return made as unknown as Collection<T>;
  }

  #make<T extends Doc>(name: string): Collection<T> {
    assertCollectionName(name);
    const run = <R>(op: (part: TxPart) => Promise<R>) => this.#run(name, op);
    // What callers get is always a copy: buffered images and recorded reads must stay as they are.
    const out = (doc: Doc, projection?: Projection) =>
      (projection ? project(doc, projection) : deepCopy(doc)) as unknown as T;
    const page = ({ sort, skip, limit }: FindOptions): Page => ({ sort, skip: skip ?? 0, limit });

    return {
      name,

      find: (filter = {}, options = {}) =>
        run(async (part) =>
          (await this.#current(part, filter, page(options))).map((doc) => out(doc, options.projection)),
        ),

      findOne: (filter, options = {}) =>
        run(async (part) => {
          const [doc] = await this.#current(part, filter, { sort: options.sort, skip: 0, limit: 1 });
          return doc ? out(doc, options.projection) : null;
        }),

      insertOne: (doc) =>
        run(async (part) => {
          const image = prepare(doc);
          await this.#insert(part, [image]);
          // The caller's document, as the MongoDB adapter answers: the buffered image is a copy of it.
          return { ...doc };
        }),

      insertMany: (docs) => run((part) => this.#insert(part, docs.map(prepare))),

      updateOne: (filter, ops) => run(async (part) => counts(await this.#update(part, filter, ops, false))),

      updateMany: (filter, ops) => run(async (part) => counts(await this.#update(part, filter, ops, true))),

      findOneAndUpdate: (filter, ops) =>
        run(async (part) => {
          const [doc] = (await this.#update(part, filter, ops, false)).after;
          return doc ? out(doc) : null;
        }),

      deleteOne: (filter) => run((part) => this.#delete(part, filter, false)),

      deleteMany: (filter) => run((part) => this.#delete(part, filter, true)),

      count: (filter = {}) => run((part) => this.#count(part, filter)),

      // Outside the transaction, as on MongoDB: an index is schema, not data to roll back.
      ensureIndex: (spec) => this.#direct(name).ensureIndex(spec),
    };
  }

  #serial<R>(op: () => Promise<R>): Promise<R> {
    const result = this.#tail.then(op);
    this.#tail = result.then(settled, settled);
    return result;
  }

  #run<R>(name: string, op: (part: TxPart) => Promise<R>): Promise<R> {
    return this.#serial(async () => {
      if (!this.#active) throw new Error(`collection ${name} of a withLock section used after it ended`);
      let part = this.#parts.get(name);
      if (!part) {
        part = { name, ds: await this.#open(name), reads: new Map(), writes: new Map() };
        this.#parts.set(name, part);
      }
      return op(part);
    });
  }

  /** The documents matching filter as the transaction sees them, paged; the objects are not copies. */
  async #current({ ds, reads, writes }: TxPart, filter: Filter, { sort, skip, limit }: Page): Promise<Doc[]> {
    const merging = writes.size > 0;
    const named = idsNamedBy(filter);
    let committed: Doc[];
    if (named) {
      // By ids (nedb-query.ts): only the named documents, those the buffer holds from the buffer alone.
      const { _id: _, ...rest } = filter;
      const unbuffered = named.filter((id) => !writes.has(id));
      committed = storedByIds(ds, unbuffered, rest).map(deepCopy);
    } else {
      let cursor = ds.findAsync(filter);
      if (sort) cursor = cursor.sort(sort);
      if (!merging) {
        if (skip) cursor = cursor.skip(skip);
        if (limit) cursor = cursor.limit(limit);
      } else if (limit) {
        // Enough rows that skip + limit are left once those the buffer has its own image of are dropped.
        cursor = cursor.limit(skip + limit + writes.size);
      }
      // NeDB's typings claim a cursor resolves to one document; it resolves to the array (of copies).
      committed = ((await cursor) as unknown as Doc[]).filter((doc) => !writes.has(doc._id));
    }
    for (const doc of committed) if (!reads.has(doc._id)) reads.set(doc._id, doc);
    if (!merging && !named) return committed;
    const docs = [...committed];
    // A filter naming ids can only match the buffer's images of those ids: a push of 500 creates would
    // otherwise test every buffered image on each look-up, 125,000 matches.
    const buffered = named ? named.map((id) => writes.get(id)) : writes.values();
    for (const write of buffered) if (write?.image && match(write.image, filter)) docs.push(write.image);
    if (sort) sortDocs(docs, sort);
    return docs.slice(skip, limit ? skip + limit : undefined);
  }

  async #count({ ds, writes }: TxPart, filter: Filter): Promise<number> {
    const named = idsNamedBy(filter);
    const { _id: _, ...rest } = filter;
    const total = named
      ? storedByIds(ds, named, rest).length
      : (indexedCount(ds, filter) ?? ((await ds.countAsync(filter)) as unknown as number));
    if (writes.size === 0) return total;
    // Counting, not fetching, the committed matches: only those the buffer overrides are looked at.
    const overridden = storedByIds(ds, [...writes.keys()]);
    let count = total - overridden.filter((doc) => match(doc, filter)).length;
    for (const { image } of writes.values()) if (image && match(image, filter)) count += 1;
    return count;
  }

  /** Buffers new documents, all or none; throws DuplicateKeyError on a taken _id or unique key. */
  async #insert(part: TxPart, images: Doc[]): Promise<void> {
    const { name, ds, reads, writes } = part;
    // An id this transaction read already is taken or free as it read it (the commit checks it still is).
    const unknown = images.map((image) => image._id).filter((id) => !writes.has(id) && !reads.has(id));
    const found = storedByIds(ds, unknown).map(deepCopy);
    for (const doc of found) reads.set(doc._id, doc);
    for (const id of unknown) if (!reads.has(id)) reads.set(id, null);
    this.#stage(part, (stage) => {
      for (const image of images) {
        const write = writes.get(image._id);
        if (write ? write.image !== null : reads.get(image._id)) throw new DuplicateKeyError(name);
        assertUniqueKeys(name, ds, writes, image);
        stage(image._id, { image, inserted: true });
      }
    });
  }

  /** Buffers the update of the matches (the first one unless multi); answers them as they were and are. */
  async #update(part: TxPart, filter: Filter, ops: UpdateOps, multi: boolean) {
    const before = await this.#current(part, filter, { skip: 0, limit: multi ? undefined : 1 });
    const after = new Map(before.map((doc) => [doc._id, doc]));
    this.#stage(part, (stage) => {
      for (const doc of before) {
        // planUpdate evens out NeDB's modifiers exactly as for a direct update.
        const [batch] = planUpdate([doc], ops);
        if (!batch) continue;
        const next = modify(doc, batch.update);
        if (isDeepStrictEqual(next, doc)) continue;
        assertUniqueKeys(part.name, part.ds, part.writes, next);
        stage(doc._id, { image: next, inserted: part.writes.get(doc._id)?.inserted ?? false });
        after.set(doc._id, next);
      }
    });
    const modified = before.filter((doc) => after.get(doc._id) !== doc).length;
    return { matched: before.length, modified, after: [...after.values()] };
  }

  async #delete(part: TxPart, filter: Filter, multi: boolean): Promise<number> {
    const docs = await this.#current(part, filter, { skip: 0, limit: multi ? undefined : 1 });
    this.#stage(part, (stage) => {
      for (const doc of docs) stage(doc._id, { image: null, inserted: false });
    });
    return docs.length;
  }

  /** Runs change with a function that buffers a write; if change throws, all it buffered is undone. */
  #stage(part: TxPart, change: (stage: Stage) => void): void {
    const undo: [string, Write | undefined][] = [];
    try {
      change((id, write) => {
        undo.push([id, part.writes.get(id)]);
        part.writes.set(id, write);
        this.#written.add(part);
      });
    } catch (err) {
      for (const [id, previous] of undo.reverse()) {
        if (previous) part.writes.set(id, previous);
        else part.writes.delete(id);
      }
      throw err;
    }
  }
}

function settled(): void {}

function counts({ matched, modified }: { matched: number; modified: number }) {
  return { matched, modified };
}
