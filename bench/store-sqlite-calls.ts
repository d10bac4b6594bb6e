// The longest single call into SQLite in this process, with its SQL. better-sqlite3 runs every call on the
// event loop, so a long one is a stall the store itself causes: a COMMIT syncs the WAL (synchronous=FULL)
// and, past SQLite's auto-checkpoint size, copies it into the database file before it returns. Set up by
// the store bench's server process before the store opens. `iterate` is left out: its rows are read in
// steps with the store's own JavaScript between them, which the event-loop figure covers.
import Database from 'better-sqlite3';

export interface SqliteCall {
  ms: number;
  sql: string;
}

export interface SqliteCalls {
  slowest: SqliteCall;
  /** Transactions committed (each one sync of the WAL), and the time spent in them. */
  commits: number;
  commitMs: number;
}

let slowest: SqliteCall = { ms: 0, sql: '' };
let [commits, commitMs] = [0, 0];

type Method = (this: unknown, ...args: unknown[]) => unknown;

function timed(original: Method, sqlOf: (self: unknown, args: unknown[]) => string): Method {
  return function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    try {
      return original.apply(this, args);
    } finally {
      const ms = performance.now() - started;
      if (ms > slowest.ms) slowest = { ms, sql: sqlOf(this, args) };
    }
  };
}

export function watchSqliteCalls(): void {
  const database = Database.prototype as unknown as Record<'exec', Method>;
  const exec = timed(database.exec, (_, [sql]) => String(sql));
  database.exec = function (this: unknown, ...args: unknown[]) {
    if (args[0] !== 'COMMIT') return exec.apply(this, args);
    const started = performance.now();
    try {
      return exec.apply(this, args);
    } finally {
      commits += 1;
      commitMs += performance.now() - started;
    }
  };
  // Statements are the native addon's objects; their prototype is reached through one of them.
  const probe = new Database(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Record<'run' | 'get' | 'all', Method>;
  probe.close();
  for (const name of ['run', 'get', 'all'] as const)
    statement[name] = timed(statement[name], (self) => (self as Database.Statement).source);
}

/** The calls since the last time this was asked, and a fresh start for the next period. */
export function takeSqliteCalls(): SqliteCalls {
  const taken = { slowest, commits, commitMs };
  [slowest, commits, commitMs] = [{ ms: 0, sql: '' }, 0, 0];
  return taken;
}
