import { EventEmitter } from 'node:events';
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { deepCopy } from '@seald-io/nedb/lib/model.js';
import { type Collection, type Doc, type DocumentStore, StoreBusyError } from '../../ports/document-store';
import { assertCollectionName } from './collection-name';
import { KeyedMutex } from './mutex';
import { nedbCollection } from './nedb-collection';
import { commitTransaction } from './nedb-commit';
import { loadDatastore, type NedbDatastore } from './nedb-datafile';
import { Journal, replayJournal } from './nedb-journal';
import { NedbTransaction, type TxPart } from './nedb-transaction';

/** NeDB files are append-only; rewriting them this often keeps them near the live data's size. */
const COMPACTION_INTERVAL_MS = 60_000;

/**
 * How often withLock runs fn before giving up on a scope whose documents writes outside the lock keep
 * changing under it; each such write makes one attempt start over.
 */
const MAX_ATTEMPTS = 20;

/**
 * The embedded DocumentStore: one NeDB datafile per collection, `<dir>/<name>.db`, opened on first use,
 * plus the journal that makes withLock a transaction (nedb-journal.ts). One process must own the dir:
 * NeDB keeps every collection in memory and only appends to the files. Opening it first completes any
 * transaction a crash cut short.
 */
export async function createNedbStore({ dir }: { dir: string }): Promise<DocumentStore> {
  await mkdir(dir, { recursive: true });
  const opened = new Map<string, Promise<NedbDatastore>>();
  const writes = new KeyedMutex();
  const scopes = new KeyedMutex();
  const journal = new Journal(join(dir, '_journal.db'));
  const commits = new Set<Promise<boolean>>();

  function open(name: string): Promise<NedbDatastore> {
    let ready = opened.get(name);
    if (!ready) {
      ready = loadDatastore(join(dir, `${name}.db`));
      opened.set(name, ready);
      // Forgetting a failed load lets the next use retry it.
      ready.catch(() => opened.delete(name));
    }
    return ready;
  }

  await replayJournal(journal, open);

  async function loaded(): Promise<NedbDatastore[]> {
    const results = await Promise.allSettled(opened.values());
    return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  }

  // NeDB queues a compaction behind the operations already submitted to that datastore, so it never
  // splits one; between two images of a commit it persists a state the journal record still covers.
  async function compactAll(): Promise<void> {
    for (const ds of await loaded()) await ds.compactDatafileAsync();
    await journal.compact();
  }

  // NeDB's own setAutocompactionInterval drops compaction errors as unhandled rejections, which would
  // crash the server; one timer of ours reports them instead.
  const timer = setInterval(() => {
    compactAll().catch((err: unknown) => console.error('nedb compaction failed', err));
  }, COMPACTION_INTERVAL_MS);
  timer.unref();

  // One process owns the files, so a committed insert is announced right here (DocumentStore.watch).
  const inserts = new EventEmitter().setMaxListeners(0);

  // One object per name, made on first use: a collection is a dozen closures over its name.
  const collections = new Map<string, Collection>();
  function collection<T extends Doc = Doc>(name: string): Collection<T> {
    let made = collections.get(name);
    if (!made) {
      made = makeCollection(name);
      collections.set(name, made);
    }
    return made as unknown as Collection<T>;
  }

  function makeCollection<T extends Doc = Doc>(name: string): Collection<T> {
    const base = nedbCollection<T>(assertCollectionName(name), () => open(name), writes);
    return {
      ...base,
      insertOne: async (doc) => {
        const saved = await base.insertOne(doc);
        inserts.emit(name, saved);
        return saved;
      },
      insertMany: async (docs) => {
        await base.insertMany(docs);
        for (const doc of docs) inserts.emit(name, doc);
      },
    };
  }

  async function commit(parts: TxPart[]): Promise<boolean> {
    const done = commitTransaction(parts, writes, journal);
    commits.add(done);
    try {
      return await done;
    } finally {
      commits.delete(done);
    }
  }

  // Copies: the committed images are the stored documents now (nedb-apply.ts).
  function announceInserts(parts: TxPart[]): void {
    for (const { name, writes: images } of parts) {
      if (inserts.listenerCount(name) === 0) continue;
      for (const { image, inserted } of images.values())
        if (inserted && image) inserts.emit(name, deepCopy(image));
    }
  }

  return {
    kind: 'nedb',
    collection,

    watch(name, listener) {
      const handler = (doc: unknown) => listener(doc as never);
      inserts.on(assertCollectionName(name), handler);
      return () => inserts.off(name, handler);
    },

    // The in-process mutex serializes the sections of a scope (one process owns the files); each section
    // is a transaction buffered by NedbTransaction and committed through the journal. A write outside
    // the lock to a document fn read and then wrote makes the commit fail its check, and fn runs again.
    withLock: (scope, fn) =>
      scopes.run(scope, async () => {
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
          const tx = new NedbTransaction(open, collection);
          let result: Awaited<ReturnType<typeof fn>>;
          try {
            result = await fn({ collection: (name) => tx.collection(name) });
          } finally {
            await tx.finish();
          }
          const parts = tx.changes();
          if (await commit(parts)) {
            announceInserts(parts);
            return result;
          }
        }
        throw new StoreBusyError(scope);
      }),

    async ping() {
      try {
        await access(dir, constants.R_OK | constants.W_OK);
        // A look-up by _id (the index answers it) through each datastore's queue: counting every document
        // instead made a health check cost a scan of all the data (seconds with 10,000 users under load).
        for (const ds of await loaded()) await ds.findOneAsync({ _id: '\u0000ping' });
        return true;
      } catch {
        return false;
      }
    },

    async close() {
      clearInterval(timer);
      // Commits still applying finish first, so the compaction below writes what they applied.
      await Promise.allSettled(commits);
      await compactAll();
    },
  };
}
