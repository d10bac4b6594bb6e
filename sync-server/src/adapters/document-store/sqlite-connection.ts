// One better-sqlite3 connection with its statements prepared once each: the store runs the same few
// hundred SQL texts over and over.
import type Database from 'better-sqlite3';

export class Connection {
  readonly db: Database.Database;
  readonly #statements = new Map<string, Database.Statement>();

  constructor(db: Database.Database) {
    this.db = db;
  }

  stmt(sql: string): Database.Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }
}

/** SQLite's answer to a read of a collection that has never been written: no table yet, so nothing. */
export function isMissingTable(error: unknown): boolean {
  return error instanceof Error && /^no such table: c_/.test(error.message);
}
