// One better-sqlite3 connection with its statements prepared once each: the store runs the same few
// hundred SQL texts over and over. The least recently used go past a bound, so queries the planner writes
// differently (a filter's shape) cannot grow the cache for good.
import type Database from 'better-sqlite3';

const MAX_STATEMENTS = 1000;

export class Connection {
  readonly db: Database.Database;
  /** Collections whose table this connection knows to exist (the writer forgets them at a rollback). */
  readonly tables = new Set<string>();
  /** Collections written in the open transaction (the writer's connection; see sqlite-versions.ts). */
  readonly written = new Set<string>();
  readonly #statements = new Map<string, Database.Statement>();

  constructor(db: Database.Database) {
    this.db = db;
  }

  stmt(sql: string): Database.Statement {
    let statement = this.#statements.get(sql);
    if (statement) {
      // Map keeps insertion order: moving it to the end makes the first entry the least recently used.
      this.#statements.delete(sql);
    } else {
      statement = this.db.prepare(sql);
      if (this.#statements.size >= MAX_STATEMENTS) {
        const [oldest] = this.#statements.keys();
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
    }
    this.#statements.set(sql, statement);
    return statement;
  }
}

/** SQLite's answer to a read of a collection that has never been written: no table yet, so nothing. */
export function isMissingTable(error: unknown): boolean {
  return error instanceof Error && /^no such table: c_/.test(error.message);
}
