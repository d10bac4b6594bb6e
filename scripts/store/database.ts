// Looking into a store database file from outside the server: is it whole, what it holds, which
// incarnation it is.
import Database from 'better-sqlite3';
import { readMeta } from '../../sync-server/src/adapters/document-store/sqlite-meta';
import { COLLECTION_TABLES, tableOf } from '../../sync-server/src/adapters/document-store/sqlite-tables';

export function openDatabase(file: string, options: { readonly?: boolean } = {}): Database.Database {
  const db = new Database(file, { fileMustExist: true, readonly: options.readonly ?? false });
  // The server may hold the file a moment while it commits.
  db.pragma('busy_timeout = 5000');
  return db;
}

/** SQLite's own check of every page and index; null when whole, else what it found. */
export function integrityProblem(db: Database.Database): string | null {
  const rows = db.pragma('integrity_check') as { integrity_check: string }[];
  const found = rows.map((row) => row.integrity_check);
  return found.length === 1 && found[0] === 'ok' ? null : found.slice(0, 5).join('; ');
}

/** Documents per collection, by name. */
export function collectionCounts(db: Database.Database): Record<string, number> {
  const names = (db.prepare(COLLECTION_TABLES).all() as { name: string }[]).map((row) => row.name).sort();
  const counts: Record<string, number> = {};
  for (const name of names) {
    const { n } = db.prepare(`SELECT count(*) AS n FROM ${tableOf(name)}`).get() as { n: number };
    counts[name] = n;
  }
  return counts;
}

export function incarnationOf(db: Database.Database): string | undefined {
  const hasMeta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_meta'").get();
  return hasMeta ? readMeta(db, 'incarnation') : undefined;
}
