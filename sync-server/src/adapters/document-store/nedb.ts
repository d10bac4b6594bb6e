import { EventEmitter } from 'node:events';
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import Datastore from '@seald-io/nedb';
import type { Collection, Doc, DocumentStore } from '../../ports/document-store';
import { assertCollectionName } from './collection-name';
import { KeyedMutex } from './mutex';
import { type NedbDatastore, nedbCollection } from './nedb-collection';

/** NeDB files are append-only; rewriting them this often keeps them near the live data's size. */
const COMPACTION_INTERVAL_MS = 60_000;

/**
 * The embedded DocumentStore: one NeDB datafile per collection, `<dir>/<name>.db`, opened on first use.
 * One process must own the dir: NeDB keeps every collection in memory and only appends to the files.
 */
export async function createNedbStore({ dir }: { dir: string }): Promise<DocumentStore> {
  await mkdir(dir, { recursive: true });
  const opened = new Map<string, Promise<NedbDatastore>>();
  const writes = new KeyedMutex();
  const scopes = new KeyedMutex();

  // Loading is explicit rather than NeDB's `autoload`: a failed autoload leaves every later command
  // queued forever, while an awaited load rejects, and forgetting it lets the next use retry.
  function open(name: string): Promise<NedbDatastore> {
    let ready = opened.get(name);
    if (!ready) {
      const ds: NedbDatastore = new Datastore({ filename: join(dir, `${name}.db`) });
      ready = ds.loadDatabaseAsync().then(() => ds);
      opened.set(name, ready);
      ready.catch(() => opened.delete(name));
    }
    return ready;
  }

  async function loaded(): Promise<NedbDatastore[]> {
    const results = await Promise.allSettled(opened.values());
    return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  }

  async function compactAll(): Promise<void> {
    for (const ds of await loaded()) await ds.compactDatafileAsync();
  }

  // NeDB's own setAutocompactionInterval drops compaction errors as unhandled rejections, which would
  // crash the server; one timer of ours reports them instead.
  const timer = setInterval(() => {
    compactAll().catch((err: unknown) => console.error('nedb compaction failed', err));
  }, COMPACTION_INTERVAL_MS);
  timer.unref();

  // One process owns the files, so a committed insert is announced right here (DocumentStore.watch).
  const inserts = new EventEmitter().setMaxListeners(0);

  function collection<T extends Doc = Doc>(name: string): Collection<T> {
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

  return {
    kind: 'nedb',
    collection,

    watch(name, listener) {
      const handler = (doc: unknown) => listener(doc as never);
      inserts.on(assertCollectionName(name), handler);
      return () => inserts.off(name, handler);
    },

    // One process owns the files, so an in-process mutex is a complete lock. Writes are not rolled back
    // if fn throws: callers do their reads first and write once at the end of the locked section.
    withLock: (scope, fn) => scopes.run(scope, () => fn({ collection })),

    async ping() {
      try {
        await access(dir, constants.R_OK | constants.W_OK);
        for (const ds of await loaded()) await ds.countAsync({});
        return true;
      } catch {
        return false;
      }
    },

    async close() {
      clearInterval(timer);
      await compactAll();
    },
  };
}
