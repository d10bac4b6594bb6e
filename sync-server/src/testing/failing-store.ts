// A DocumentStore that fails writes on demand, for the fault suite: the store adapter breaking (a full disk,
// a lost MongoDB primary) as the services see it, at the port. Reads always pass; writes (inserts,
// updates, deletes, also inside withLock, whose transaction then rolls back) throw StoreWriteError while
// the chosen collections are failing, and go through again once healed.
import type { Collection, Doc, DocumentStore, Filter, LockedStore, UpdateOps } from '../ports/document-store';

export class StoreWriteError extends Error {
  constructor(collection: string, operation: string) {
    super(`injected store failure: ${operation} on ${collection}`);
    this.name = 'StoreWriteError';
  }
}

export interface FailingStore extends DocumentStore {
  /** Writes to these collections (every collection when none are named) throw from now on. */
  failWrites(...collections: string[]): void;
  heal(): void;
  /** How many writes were refused since the store was made. */
  readonly refused: number;
}

export function failingStore(inner: DocumentStore): FailingStore {
  let failing: Set<string> | 'all' | null = null;
  let refused = 0;
  const fails = (name: string) => failing === 'all' || (failing?.has(name) ?? false);

  function wrap<T extends Doc>(c: Collection<T>): Collection<T> {
    const guard =
      <A extends unknown[], R>(operation: string, write: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        if (fails(c.name)) {
          refused += 1;
          throw new StoreWriteError(c.name, operation);
        }
        return write(...args);
      };
    return {
      name: c.name,
      find: (filter, options) => c.find(filter, options),
      findOne: (filter, options) => c.findOne(filter, options),
      count: (filter) => c.count(filter),
      countBy: (field, filter) => c.countBy(field, filter),
      ensureIndex: (spec) => c.ensureIndex(spec),
      ensureTextIndex: (spec) => c.ensureTextIndex(spec),
      searchText: (search) => c.searchText(search),
      version: () => c.version(),
      insertOne: guard('insertOne', (doc: T) => c.insertOne(doc)),
      insertMany: guard('insertMany', (docs: T[]) => c.insertMany(docs)),
      updateOne: guard('updateOne', (filter: Filter, update: UpdateOps) => c.updateOne(filter, update)),
      updateMany: guard('updateMany', (filter: Filter, update: UpdateOps) => c.updateMany(filter, update)),
      findOneAndUpdate: guard('findOneAndUpdate', (filter: Filter, update: UpdateOps) =>
        c.findOneAndUpdate(filter, update),
      ),
      deleteOne: guard('deleteOne', (filter: Filter) => c.deleteOne(filter)),
      deleteMany: guard('deleteMany', (filter: Filter) => c.deleteMany(filter)),
    };
  }

  const lockedWrap = (tx: LockedStore): LockedStore => ({
    collection: <T extends Doc>(name: string) => wrap(tx.collection<T>(name)),
    revisionFloor: tx.revisionFloor,
  });

  return {
    kind: inner.kind,
    collection: <T extends Doc>(name: string) => wrap(inner.collection<T>(name)),
    withLock: (scope, fn) => inner.withLock(scope, (tx) => fn(lockedWrap(tx))),
    watch: (collection, listener) => inner.watch(collection, listener),
    ping: () => inner.ping(),
    close: () => inner.close(),
    failWrites: (...collections) => {
      failing = collections.length === 0 ? 'all' : new Set(collections);
    },
    heal: () => {
      failing = null;
    },
    get refused() {
      return refused;
    },
  };
}
