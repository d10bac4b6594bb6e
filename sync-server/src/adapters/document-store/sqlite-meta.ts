// The store's own facts, in `_meta`: its incarnation, a random id made with the database and changed by a
// restore (scripts/store/restore.ts), so a server restored from a backup can be told from the one before.
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';

export const META_TABLE =
  'CREATE TABLE IF NOT EXISTS _meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)';

export function readMeta(db: Database.Database, key: string): string | undefined {
  return (db.prepare('SELECT value FROM _meta WHERE key = ?').get(key) as { value: string } | undefined)
    ?.value;
}

export function writeMeta(db: Database.Database, key: string, value: string): void {
  db.prepare(
    'INSERT INTO _meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

/** The database's incarnation, made on first use. */
export function ensureIncarnation(db: Database.Database): string {
  const known = readMeta(db, 'incarnation');
  if (known) return known;
  const made = randomUUID();
  writeMeta(db, 'incarnation', made);
  return made;
}

/** Gives the database a new incarnation: it is no longer the store it was copied from. */
export function renewIncarnation(db: Database.Database): string {
  const made = randomUUID();
  writeMeta(db, 'incarnation', made);
  return made;
}
