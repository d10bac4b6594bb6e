// The store's own facts, in `_meta`: its incarnation, a random id made with the database and changed by a
// restore (scripts/store/restore.ts), so a server restored from a backup can be told from the one before;
// and its revision floor (LockedStore.revisionFloor), raised by the same restore.
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

/** The revision every write makes lies above; 0 until a restore. */
export function readRevisionFloor(db: Database.Database): number {
  const floor = Number(readMeta(db, 'revisionFloor') ?? 0);
  return Number.isSafeInteger(floor) && floor > 0 ? floor : 0;
}

/**
 * Gives the database a new incarnation: it is no longer the store it was copied from. Its revisions start
 * again above the time now in microseconds. The store the backup was taken from may have numbered writes
 * past the backup's revisions, and those numbers are still on screens and devices: an edit made on one of
 * them (an If-Match) must never match another write the restored store gives the same number. No document
 * counts its writes that high, and one restored before would need more than a thousand writes a
 * millisecond since that restore to reach this one's floor: no revision is handed out twice.
 */
export function renewIncarnation(db: Database.Database, now = Date.now()): string {
  const made = randomUUID();
  const floor = Math.max(now * 1000, readRevisionFloor(db) + 1);
  db.transaction(() => {
    writeMeta(db, 'incarnation', made);
    writeMeta(db, 'revisionFloor', String(floor));
  })();
  return made;
}
