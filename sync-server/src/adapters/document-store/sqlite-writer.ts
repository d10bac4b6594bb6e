// The single writer of the SQLite store, with group commit. Every write (a locked section's, from its
// first write to its end, or one write outside any lock) holds the writer in turn through a lease, and runs
// inside a savepoint of the writer's open transaction. When a holder is done and others wait, the
// transaction stays open for them; when nobody waits (or the batch is full) it commits, and SQLite syncs
// the WAL to disk (synchronous=FULL) before COMMIT returns. Only then are the batch's holders answered:
// concurrent writes share one sync, and nothing is acknowledged before it is on disk. A disk that refuses
// the batch (full, an I/O error) rolls all of it back, and each of its holders gets StoreUnavailableError.
import { failpoint } from '../../failpoints';
import { type Doc, StoreUnavailableError } from '../../ports/document-store';
import type { Connection } from './sqlite-connection';
import { Versions } from './sqlite-versions';

/**
 * How many holders one transaction serves at most, and for how long, before it commits: the answers of
 * its first holders wait for the last.
 */
const MAX_BATCH = 64;
const MAX_BATCH_MS = 20;

/**
 * How long a holder writes before it lets the event loop turn (keeping the writer): a push of a long batch
 * would otherwise keep every other request waiting until it is through.
 */
const SLICE_MS = 8;

export type Inserts = [collection: string, doc: Doc][];

interface Member {
  inserts: Inserts;
  /** A locked section's writes: its commit passes the store's commit failpoints (failpoints.ts). */
  transactional: boolean;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** SQLite's codes for a write the disk refused: the batch is lost, the caller may try again later. */
export function isDiskError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(FULL|IOERR|CANTOPEN|READONLY|CORRUPT|NOTADB)/.test(code);
}

export class Writer {
  readonly conn: Connection;
  /** Each collection's version, moved on as the transactions that wrote it end. */
  readonly versions = new Versions();
  readonly #announce: (inserts: Inserts) => void;
  readonly #waiting: (() => void)[] = [];
  #held = false;
  #members: Member[] = [];
  #leases = 0;
  /** Set when a disk error threw the open batch away: the lease holding the writer then can only end. */
  #lost: unknown;
  #settling: (() => void)[] = [];
  #openedAt = 0;
  #commitQueued = false;
  #sliceStart = 0;

  constructor(conn: Connection, announce: (inserts: Inserts) => void) {
    this.conn = conn;
    this.#announce = announce;
  }

  /** Waits for the writer, opening a transaction when none is open. */
  async acquire(): Promise<Lease> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#held = true;
    this.#lost = undefined;
    const name = `lease${++this.#leases}`;
    try {
      if (!this.conn.db.inTransaction) {
        this.conn.db.exec('BEGIN IMMEDIATE');
        this.#openedAt = performance.now();
      }
      this.conn.db.exec(`SAVEPOINT ${name}`);
    } catch (error) {
      this.#handOn();
      throw isDiskError(error) ? new StoreUnavailableError(error) : error;
    }
    this.#sliceStart = performance.now();
    return new Lease(this, name);
  }

  /** Lets the event loop turn when the holder has written for a while; call before a write. */
  async pace(): Promise<void> {
    if (performance.now() - this.#sliceStart < SLICE_MS) return;
    await new Promise((turn) => setImmediate(turn));
    this.#sliceStart = performance.now();
  }

  /** Runs fn in a savepoint of its own: all of it stays, or none (its error is rethrown). */
  run<R>(fn: (conn: Connection) => R): R {
    if (this.#lost) throw new StoreUnavailableError(this.#lost);
    const db = this.conn.db;
    db.exec('SAVEPOINT step');
    try {
      const result = fn(this.conn);
      db.exec('RELEASE step');
      return result;
    } catch (error) {
      if (isDiskError(error)) {
        this.#abandon(error);
        throw new StoreUnavailableError(error);
      }
      db.exec('ROLLBACK TO step; RELEASE step');
      this.conn.tables.clear();
      throw error;
    }
  }

  /** Ends a lease whose writes stay: answered once the batch holding them is on disk. */
  keep(lease: Lease, inserts: Inserts, transactional: boolean): Promise<void> {
    if (this.#lost) {
      const lost = this.#lost;
      this.#release();
      return Promise.reject(new StoreUnavailableError(lost));
    }
    this.conn.db.exec(`RELEASE ${lease.savepoint}`);
    const done = new Promise<void>((resolve, reject) =>
      this.#members.push({ inserts, transactional, resolve, reject }),
    );
    this.#release();
    return done;
  }

  /** Ends a lease undoing its writes; the batch it was in goes on without them. */
  drop(lease: Lease): void {
    if (!this.#lost) {
      this.conn.db.exec(`ROLLBACK TO ${lease.savepoint}; RELEASE ${lease.savepoint}`);
      // A table the lease made is gone with it.
      this.conn.tables.clear();
    }
    this.#release();
  }

  #release(): void {
    const full = this.#members.length >= MAX_BATCH || performance.now() - this.#openedAt >= MAX_BATCH_MS;
    if (full) this.#commit();
    const next = this.#waiting.shift();
    if (next) {
      // The next holder starts in a task of its own, so writes queued behind each other never keep the
      // event loop from requests and timers for longer than one of them takes.
      setImmediate(next);
      return;
    }
    this.#held = false;
    // Committed a turn later, the batch takes in the writes of requests that arrive meanwhile: they share
    // its sync to disk.
    if (this.conn.db.inTransaction && !this.#commitQueued) {
      this.#commitQueued = true;
      setImmediate(() => {
        this.#commitQueued = false;
        if (!this.#held) this.#commit();
      });
    }
  }

  #handOn(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }

  #commit(): void {
    const members = this.#members;
    this.#members = [];
    const db = this.conn.db;
    if (!db.inTransaction) return;
    const settling = this.#settling;
    this.#settling = [];
    // Whatever the outcome, the transaction is over for those waiting to read what it left.
    queueMicrotask(() => {
      for (const resolve of settling) resolve();
    });
    const transactional = members.some((member) => member.transactional);
    try {
      if (transactional) failpoint('store.before-commit');
      db.exec('COMMIT');
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      this.versions.ended(this.conn.written);
      this.conn.tables.clear();
      const unavailable = new StoreUnavailableError(error);
      for (const member of members) member.reject(unavailable);
      return;
    }
    // In the same step as COMMIT: no read in between can find its data under an older version.
    this.versions.ended(this.conn.written);
    if (transactional) failpoint('store.after-commit');
    for (const member of members) {
      this.#announce(member.inserts);
      member.resolve();
    }
  }

  /** A disk error inside the batch: SQLite may have rolled it back already; every member of it fails. */
  #abandon(cause: unknown): void {
    const db = this.conn.db;
    if (db.inTransaction) db.exec('ROLLBACK');
    this.versions.ended(this.conn.written);
    this.conn.tables.clear();
    this.#lost = cause;
    for (const resolve of this.#settling.splice(0)) resolve();
    const members = this.#members;
    this.#members = [];
    const unavailable = new StoreUnavailableError(cause);
    for (const member of members) member.reject(unavailable);
  }

  /** Resolves once the transaction open now has committed or been rolled back (at once when none is). */
  settled(): Promise<void> {
    if (!this.conn.db.inTransaction) return Promise.resolve();
    return new Promise((resolve) => this.#settling.push(resolve));
  }

  /** Resolves once nothing holds or waits for the writer and what was written is committed (for close). */
  async idle(): Promise<void> {
    while (this.#held) {
      const lease = await this.acquire();
      this.drop(lease);
    }
    if (!this.#held) this.#commit();
  }
}

/** The writer held by one caller, from its first write to its end. */
export class Lease {
  constructor(
    readonly writer: Writer,
    readonly savepoint: string,
  ) {}
}
