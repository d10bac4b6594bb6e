// The embedded DocumentStore: one SQLite database file (better-sqlite3) in WAL mode with
// synchronous=FULL, so a commit is on disk before it returns. Documents are JSON in one table per
// collection (sqlite-tables.ts), indexes are SQL indexes over their fields (sqlite-indexes.ts). Two
// connections: the reader answers reads outside any lock from committed data, and the writer runs every
// write in turn, concurrent writes sharing one transaction and one sync (sqlite-writer.ts). withLock is a
// section that reads committed data, then writes in the writer's transaction (sqlite-section.ts).
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { type Collection, type Doc, type DocumentStore, StoreBusyError } from '../../ports/document-store';
import { assertCollectionName } from './collection-name';
import { KeyedMutex } from './mutex';
import { type Access, sqliteCollection } from './sqlite-collection';
import { Connection } from './sqlite-connection';
import { INDEXES_TABLE, IndexRegistry } from './sqlite-indexes';
import { ensureIncarnation, META_TABLE, readRevisionFloor } from './sqlite-meta';
import { Section } from './sqlite-section';
import { TEXT_INDEXES_TABLE, TextIndexes } from './sqlite-text';
import { type Inserts, Writer } from './sqlite-writer';

/**
 * How often withLock runs fn before giving up on a scope whose documents writes outside the lock keep
 * changing under it; each such write makes one attempt start over.
 */
const MAX_ATTEMPTS = 20;

/** Each connection's page cache: the hot pages of indexes and recent documents. */
const CACHE_KIB = 8 * 1024;

function open(file: string, readOnly: boolean): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL: the WAL is synced at every commit, so an acknowledged write survives a power cut.
  db.pragma('synchronous = FULL');
  db.pragma(`cache_size = -${CACHE_KIB}`);
  // Savepoint journals in memory, not in a temp file: every write runs in a savepoint of the open
  // transaction (sqlite-writer.ts), and a file-backed one made a task's insert take three times as long.
  db.pragma('temp_store = MEMORY');
  // Another process (npm run backup) may hold the database a moment; the writer waits for it.
  db.pragma('busy_timeout = 5000');
  if (readOnly) db.pragma('query_only = ON');
  return db;
}

export async function createSqliteStore({ file }: { file: string }): Promise<DocumentStore> {
  mkdirSync(dirname(file), { recursive: true });
  const writerDb = open(file, false);
  writerDb.exec(META_TABLE);
  writerDb.exec(INDEXES_TABLE);
  writerDb.exec(TEXT_INDEXES_TABLE);
  ensureIncarnation(writerDb);
  // Raised only by a restore, which runs while no server does: fixed for this process.
  const revisionFloor = readRevisionFloor(writerDb);
  const readerDb = open(file, true);
  const indexes = IndexRegistry.load(writerDb);
  const textIndexes = TextIndexes.load(writerDb);
  const reader = new Connection(readerDb);

  // One process owns the file, so a committed insert is announced right here (DocumentStore.watch).
  const inserts = new EventEmitter().setMaxListeners(0);
  const writer = new Writer(new Connection(writerDb), (done: Inserts) => {
    for (const [name, doc] of done) if (inserts.listenerCount(name) > 0) inserts.emit(name, doc);
  });

  /** Outside any lock: reads from committed data, each write on its own lease of the writer. */
  function directAccess(): Access {
    let collecting: Inserts | undefined;
    return {
      indexes,
      textIndexes,
      reader: () => reader,
      write: async (fn) => {
        const lease = await writer.acquire();
        const done: Inserts = [];
        let result: ReturnType<typeof fn>;
        try {
          result = writer.run((conn) => {
            collecting = done;
            try {
              return fn(conn);
            } finally {
              collecting = undefined;
            }
          });
        } catch (error) {
          writer.drop(lease);
          throw error;
        }
        await writer.keep(lease, done, false);
        return result;
      },
      inserted: (name, doc) => collecting?.push([name, doc]),
      transactional: false,
      version: (name) => writer.versions.of(name),
    };
  }

  const collections = new Map<string, Collection>();
  function collection<T extends Doc = Doc>(name: string): Collection<T> {
    let made = collections.get(name);
    if (!made) {
      made = sqliteCollection(assertCollectionName(name), directAccess());
      collections.set(name, made);
    }
    return made as unknown as Collection<T>;
  }

  const scopes = new KeyedMutex();

  let closed = false;

  return {
    kind: 'sqlite',
    collection,

    watch(name, listener) {
      const handler = (doc: unknown) => listener(doc as never);
      inserts.on(assertCollectionName(name), handler);
      return () => inserts.off(name, handler);
    },

    withLock: (scope, fn) =>
      scopes.run(scope, async () => {
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
          const section = new Section({
            writer,
            reader,
            indexes,
            textIndexes,
            direct: collection,
            revisionFloor,
          });
          let result: Awaited<ReturnType<typeof fn>>;
          try {
            result = await fn(section);
          } catch (error) {
            await section.end(false);
            if (!section.stale) throw error;
            // A document it read changed: once that write has committed, fn runs on the new data.
            await writer.settled();
            continue;
          }
          if (section.stale) {
            await section.end(false);
            await writer.settled();
            continue;
          }
          await section.end(true);
          return result;
        }
        throw new StoreBusyError(scope);
      }),

    async ping() {
      try {
        return reader.stmt('SELECT 1 AS one').get() !== undefined;
      } catch {
        return false;
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      await writer.idle();
      readerDb.close();
      // The last connection to close checkpoints the WAL into the database file.
      writerDb.close();
    },
  };
}
