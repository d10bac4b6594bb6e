// The document database as the services see it. Adapters: SQLite (embedded) and MongoDB (real).
// Queries stay inside the subset both stores share: equality, $in/$nin, $ne, $gt/$gte/$lt/$lte,
// $exists, $and/$or, dotted paths, and a RegExp made by containsText as a field's value (also inside
// $or). No string $regex, no other RegExp, no $expr, no $setOnInsert. Full-text search goes through
// ensureTextIndex and searchText, never a $text filter.

/** What every stored document has; typed collections use their own document type. */
export type Doc = { _id: string };

/** The document type of an untyped collection. */
export type AnyDoc = Doc & Record<string, unknown>;

export type Filter = Record<string, unknown>;

/**
 * A filter value matching a string field that contains text, ignoring case, the text taken literally.
 * Both stores take a RegExp object as a field's value (SQLite's adapter tests it in JavaScript, MongoDB
 * sends it as a BSON regex),
 * so only its syntax must be one both read: every character that is special to either, escaped, and NUL
 * (which a BSON regex cannot hold) as \x00. It scans every document it is matched against.
 */
export function containsText(text: string): RegExp {
  return new RegExp(text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&').replaceAll('\0', '\\x00'), 'i');
}

export type SortSpec = Record<string, 1 | -1>;

export type Projection = Record<string, 0 | 1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Projection;
}

export interface UpdateOps {
  $set?: Record<string, unknown>;
  $unset?: Record<string, true | '' | 1>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  /** Removes every array element equal to the value (or matching a `{ $in: [...] }`). */
  $pull?: Record<string, unknown>;
}

export interface UpdateResult {
  matched: number;
  modified: number;
}

export interface IndexSpec {
  fields: Record<string, 1 | -1>;
  unique?: boolean;
  /** Documents missing the field are left out of the index (so many may lack it). */
  sparse?: boolean;
}

/** How many matching documents hold one value at a field (countBy). */
export interface GroupCount {
  /** The field's value; null for documents where it is null or missing (as MongoDB's $group has it). */
  value: unknown;
  count: number;
}

/**
 * A collection's one full-text index: the string fields it holds (dotted paths; other values are left
 * out), each with its weight in the ranking. Words are runs of letters and digits, compared without case
 * or accents and without stemming or stop words (shared/search-words.ts), alike on both stores.
 */
export interface TextIndexSpec {
  fields: Record<string, number>;
  /**
   * The fields a search may ask to equal a value (TextSearch.where). SQLite keeps them beside the index,
   * so a search filters without reading documents, and refuses a where on any other field; MongoDB adds
   * them to its text index after the text fields.
   */
  filters?: string[];
}

export interface TextSearch {
  /** What the user typed: only its words (searchWords) are searched, never its syntax. */
  query: string;
  /**
   * Fields of the index's filters that must equal these values (strings, numbers, booleans) for a
   * document to be found.
   */
  where?: Record<string, string | number | boolean>;
  skip?: number;
  limit?: number;
  projection?: Projection;
}

/** The documents holding any word of the search, best first (ties by _id), and how many there are. */
export interface TextMatches<T> {
  docs: T[];
  total: number;
}

export interface Collection<T extends Doc = AnyDoc> {
  readonly name: string;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'projection' | 'sort'>): Promise<T | null>;
  /** Inserts the document as given (ids are made by the caller); throws DuplicateKeyError. */
  insertOne(doc: T): Promise<T>;
  insertMany(docs: T[]): Promise<void>;
  updateOne(filter: Filter, update: UpdateOps): Promise<UpdateResult>;
  updateMany(filter: Filter, update: UpdateOps): Promise<UpdateResult>;
  /** Atomically updates one matching document and returns it as it is after the update. */
  findOneAndUpdate(filter: Filter, update: UpdateOps): Promise<T | null>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter: Filter): Promise<number>;
  count(filter?: Filter): Promise<number>;
  /**
   * The matches of filter grouped by their value at field (a dotted path that runs through no array), each
   * value once with how many hold it, in no set order. The store groups (SQL GROUP BY, MongoDB $group), so
   * no document is sent to the caller; a value is told apart by its kind too ("1", 1 and true differ).
   */
  countBy(field: string, filter?: Filter): Promise<GroupCount[]>;
  ensureIndex(spec: IndexSpec): Promise<void>;
  /**
   * Declares the collection's text index, indexing the documents already stored; idempotent. A collection
   * has one: declaring other fields or weights afterwards throws.
   */
  ensureTextIndex(spec: TextIndexSpec): Promise<void>;
  /**
   * Ranks the documents holding any word of the search: more of the words, in heavier fields and in
   * shorter text, count more (SQLite's bm25, which also weighs rarer words up, and MongoDB's textScore:
   * the same order for clear cases, not the same numbers). A search without words finds nothing; one on
   * a collection without a text index throws.
   */
  searchText(search: TextSearch): Promise<TextMatches<T>>;
  /**
   * A name for the collection's committed contents, for keeping answers built from it: it changes once a
   * committed write to the collection has resolved, and never names other contents, also across a restart
   * or a restore. What a read finds after the version was read is at least as new as it names. Undefined
   * where the store keeps none (MongoDB: writes from several instances and no cheap mark), so callers
   * read afresh.
   */
  version(): Promise<string | undefined>;
}

/**
 * The collections reachable inside withLock, whose writes belong to its transaction (on MongoDB they run
 * in the transaction's session; on SQLite in the writer's transaction). Reads see the transaction's own
 * writes. Await each operation before the next, as a MongoDB session runs one at a time.
 * ensureIndex is not part of the transaction: an index is schema, not data to roll back.
 */
export interface LockedStore {
  collection<T extends Doc = AnyDoc>(name: string): Collection<T>;
  /**
   * Every revision a write gives a document lies above this (services/sync/revisions.ts). 0 until the
   * store is restored from a backup, which raises it past every revision handed out before
   * (adapters/document-store/sqlite-meta.ts; on MongoDB, docs/operations.md).
   */
  readonly revisionFloor: number;
}

export interface DocumentStore {
  readonly kind: 'sqlite' | 'mongodb';
  collection<T extends Doc = AnyDoc>(name: string): Collection<T>;
  /**
   * Runs fn as one transaction that no other withLock on the same scope interleaves with: all writes
   * through tx commit together when fn resolves, or none when it throws (the error is rethrown), also
   * across a crash. Scopes serialize through an in-process queue on SQLite (one process owns the file)
   * and through conflicting writes to a per-scope lock document on MongoDB.
   *
   * A write outside the lock (or under another scope) to a document fn read and then changed is never
   * lost: fn runs again on the new data, on MongoDB as a retried write conflict, on SQLite when its first
   * write finds a document it read changed (after 20 such attempts it gives up with StoreBusyError). fn
   * may therefore run more than once and must have no effects outside tx; on SQLite, once fn has written
   * it holds the store's one writer until it ends, so it must not wait for a write outside tx. A
   * DuplicateKeyError on _id from an insert through tx may be caught and fn may go on (as a
   * look-up-or-create does); any other store error must propagate, because MongoDB aborts the
   * transaction on it.
   */
  withLock<R>(scope: string, fn: (tx: LockedStore) => Promise<R>): Promise<R>;
  /**
   * Calls listener with each document inserted into collection after it is committed (for an insert
   * inside withLock, once the transaction has committed; never for one that was discarded), whichever
   * server instance wrote it (MongoDB change streams; SQLite has one process, so an in-process emitter).
   * Answers a function that stops listening.
   */
  watch<T extends Doc = AnyDoc>(collection: string, listener: (doc: T) => void): () => void;
  /** True when the store answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** A locked section kept meeting writes outside the lock to the documents it writes, and gave up. */
export class StoreBusyError extends Error {
  constructor(readonly scope: string) {
    super(`withLock(${JSON.stringify(scope)}) gave up: writes outside the lock kept changing its documents`);
    this.name = 'StoreBusyError';
  }
}

/**
 * The store could not keep a write (a full disk, an I/O error): nothing of it is stored or will be, and
 * the same write may succeed later. Reads go on being answered.
 */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('the document store cannot write right now', { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** The one error both adapters raise for a unique-index violation. */
export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    cause?: unknown,
  ) {
    super(`duplicate key in ${collection}`, { cause });
    this.name = 'DuplicateKeyError';
  }
}
