// One attempt of a withLock section on the SQLite store. It reads committed data (the reader connection)
// until its first write; from then on it holds the writer (sqlite-writer.ts) and everything it does runs in
// the writer's transaction, so it reads its own writes. On taking the writer it checks that every document
// it read is still as it read it: a write in between (outside the lock, or under another scope) makes this
// attempt stale, and withLock runs fn again on the new data (sqlite.ts).
import type { AnyDoc, Collection, Doc, LockedStore } from '../../ports/document-store';
import { assertCollectionName } from './collection-name';
import { type Access, sqliteCollection } from './sqlite-collection';
import { type Connection, isMissingTable } from './sqlite-connection';
import type { IndexRegistry } from './sqlite-indexes';
import { tableOf } from './sqlite-tables';
import type { TextIndexes } from './sqlite-text';
import type { Inserts, Lease, Writer } from './sqlite-writer';

/** What a section throws once it knows a document it read has changed: fn is run again. */
export class StaleReadError extends Error {
  constructor() {
    super('a document this locked section read has changed since; the section runs again');
    this.name = 'StaleReadError';
  }
}

export interface SectionContext {
  writer: Writer;
  reader: Connection;
  indexes: IndexRegistry;
  textIndexes: TextIndexes;
  /** The collection outside any lock, for ensureIndex and ensureTextIndex (schema, not part of the transaction). */
  direct: (name: string) => Collection;
  revisionFloor: number;
}

export class Section implements LockedStore {
  readonly #context: SectionContext;
  readonly #collections = new Map<string, Collection>();
  /** The stored text of each document read before the first write (null: looked up and not found). */
  readonly #seen = new Map<string, { collection: string; id: string; text: string | null }>();
  readonly #inserts: Inserts = [];
  #lease: Lease | undefined;
  #stale = false;
  #ended = false;

  constructor(context: SectionContext) {
    this.#context = context;
  }

  get revisionFloor(): number {
    return this.#context.revisionFloor;
  }

  get stale(): boolean {
    return this.#stale;
  }

  collection<T extends Doc = AnyDoc>(name: string): Collection<T> {
    let made = this.#collections.get(name);
    if (!made) {
      const collection = sqliteCollection(assertCollectionName(name), this.#access());
      const direct = this.#context.direct(name);
      made = {
        ...collection,
        ensureIndex: (spec) => direct.ensureIndex(spec),
        ensureTextIndex: (spec) => direct.ensureTextIndex(spec),
      };
      this.#collections.set(name, made);
    }
    return made as unknown as Collection<T>;
  }

  #access(): Access {
    const { writer, reader, indexes, textIndexes } = this.#context;
    let collecting: Inserts | undefined;
    return {
      indexes,
      textIndexes,
      reader: () => {
        this.#assertOpen();
        return this.#lease ? writer.conn : reader;
      },
      write: async (fn) => {
        this.#assertOpen();
        await this.#enter();
        if (this.#stale) throw new StaleReadError();
        await writer.pace();
        const inserts: Inserts = [];
        const result = writer.run((conn) => {
          collecting = inserts;
          try {
            return fn(conn);
          } finally {
            collecting = undefined;
          }
        });
        this.#inserts.push(...inserts);
        return result;
      },
      saw: (collection, id, text) => {
        const key = `${collection}\u0000${id}`;
        if (!this.#lease && !this.#seen.has(key)) this.#seen.set(key, { collection, id, text });
      },
      inserted: (collection, doc) => collecting?.push([collection, doc]),
      transactional: true,
      // The committed version, as outside the lock: this section's writes move it once they commit.
      version: (collection) => writer.versions.of(collection),
    };
  }

  #assertOpen(): void {
    if (this.#ended) throw new Error('a collection of a withLock section was used after the section ended');
  }

  /** Takes the writer at the first write and checks what was read before is unchanged. */
  async #enter(): Promise<void> {
    if (this.#lease) return;
    const lease = await this.#context.writer.acquire();
    this.#lease = lease;
    const conn = this.#context.writer.conn;
    for (const { collection, id, text } of this.#seen.values()) {
      let now: string | null;
      try {
        const row = conn.stmt(`SELECT doc FROM ${tableOf(collection)} WHERE _id = ?`).get(id) as
          | { doc: string }
          | undefined;
        now = row?.doc ?? null;
      } catch (error) {
        if (!isMissingTable(error)) throw error;
        now = null;
      }
      if (now !== text) {
        this.#stale = true;
        return;
      }
    }
  }

  /**
   * Ends the attempt. Kept (fn returned and nothing it read went stale), its writes join the writer's
   * batch and this resolves once they are on disk; otherwise they are undone.
   */
  async end(keep: boolean): Promise<void> {
    this.#ended = true;
    const lease = this.#lease;
    if (!lease) return;
    const { writer } = this.#context;
    if (keep && !this.#stale) await writer.keep(lease, this.#inserts, true);
    else writer.drop(lease);
  }
}
