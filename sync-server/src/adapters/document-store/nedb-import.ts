// Brings an earlier version's data into the SQLite store, once. Earlier versions kept each collection in
// an NeDB datafile, `<db>/<name>.db`: one JSON document per line, a later line for the same _id replacing
// the earlier, `{"$$deleted":true,"_id":…}` removing it, `{"$$indexCreated":…}` naming an index (the server
// makes its indexes anew), a date as {"$$date": ms}. Beside them, `_journal.db` held the records of
// commits a crash may have cut short; each is finished here, as that version did at start. Everything goes
// into a new database file in one transaction, which is renamed into place only once complete, and the old
// files move to a backup folder: nothing an earlier version kept is lost.
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Doc } from '../../ports/document-store';
import { encodeDoc } from './sqlite-codec';
import { ensureIncarnation, META_TABLE, readMeta, writeMeta } from './sqlite-meta';
import { createTableSql, tableOf } from './sqlite-tables';

const JOURNAL = '_journal.db';
const COLLECTION_FILE = /^([a-z][a-z0-9_]*)\.db$/;

export interface NedbImport {
  /** Documents imported per collection. */
  collections: Record<string, number>;
  /** Commits a crash had cut short, finished from the journal. */
  journalRecords: number;
  /** Where the NeDB files were moved. */
  backupDir: string;
}

function reviveDates(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && '$$date' in value) {
    const ms = (value as { $$date: unknown }).$$date;
    if (typeof ms === 'number') return new Date(ms);
  }
  return value;
}

/**
 * The documents of one datafile by _id. A last line cut short (a crash in the middle of an append, which
 * was never acknowledged) is dropped, as the earlier version did; any other unreadable line stops the
 * import rather than losing what it held.
 */
function readDatafile(file: string): Map<string, Doc> {
  const docs = new Map<string, Doc>();
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line, reviveDates) as Record<string, unknown>;
    } catch (error) {
      if (i === lines.length - 1) break;
      throw new Error(`cannot import ${file}: line ${i + 1} is not a document`, { cause: error });
    }
    if ('$$indexCreated' in entry || '$$indexRemoved' in entry) continue;
    const id = entry._id;
    if (typeof id !== 'string') throw new Error(`cannot import ${file}: line ${i + 1} has no string _id`);
    if (entry.$$deleted === true) docs.delete(id);
    else docs.set(id, entry as Doc);
  }
  return docs;
}

/** The datafile NeDB would load: its temporary copy when a crash came between rewriting and renaming. */
function datafileOf(dir: string, name: string): string | undefined {
  const file = join(dir, name);
  if (existsSync(file)) return file;
  return existsSync(`${file}~`) ? `${file}~` : undefined;
}

interface JournalImage {
  collection: string;
  _id: string;
  doc: Doc | null;
}

function nedbFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => name === JOURNAL || COLLECTION_FILE.test(name.replace(/~$/, '')));
}

/** Makes a rename in dir durable: the directory's entry is on disk, not only the file's bytes. */
function syncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function moveToBackup(dir: string, names: string[], now: Date): string {
  const backupDir = join(dir, `nedb-backup-${now.toISOString().slice(0, 10)}`);
  mkdirSync(backupDir, { recursive: true });
  for (const name of names) renameSync(join(dir, name), join(backupDir, name));
  syncDir(dir);
  return backupDir;
}

/** True when the database at file was made by this import (its files may not all have moved yet). */
function importedFromNedb(file: string): boolean {
  const db = new Database(file, { readonly: true });
  try {
    return readMeta(db, 'imported_from_nedb') !== undefined;
  } catch {
    return false;
  } finally {
    db.close();
  }
}

/**
 * Imports the NeDB files of `dir` into a new database at `file`, unless `file` exists already. Answers
 * what it did, or undefined when there was nothing to import.
 */
export function importNedbData(dir: string, file: string, now = new Date()): NedbImport | undefined {
  const names = nedbFiles(dir);
  if (existsSync(file)) {
    // Imported, then stopped before the old files were moved: move them now.
    if (names.length > 0 && importedFromNedb(file)) moveToBackup(dir, names, now);
    return undefined;
  }
  if (names.length === 0) return undefined;

  const collections = new Map<string, Map<string, Doc>>();
  for (const name of new Set(names.map((n) => n.replace(/~$/, '')))) {
    const match = COLLECTION_FILE.exec(name);
    const datafile = datafileOf(dir, name);
    if (match?.[1] && datafile) collections.set(match[1], readDatafile(datafile));
  }
  const journalFile = datafileOf(dir, JOURNAL);
  const records = journalFile ? [...readDatafile(journalFile).values()] : [];
  for (const record of records) {
    for (const image of (record as Doc & { images: JournalImage[] }).images) {
      const docs = collections.get(image.collection) ?? new Map<string, Doc>();
      collections.set(image.collection, docs);
      if (image.doc) docs.set(image._id, image.doc);
      else docs.delete(image._id);
    }
  }

  const building = `${file}.importing`;
  rmSync(building, { force: true });
  const db = new Database(building);
  try {
    db.pragma('journal_mode = DELETE');
    db.pragma('synchronous = FULL');
    db.exec(META_TABLE);
    db.transaction(() => {
      for (const [name, docs] of collections) {
        db.exec(createTableSql(name));
        const insert = db.prepare(`INSERT INTO ${tableOf(name)} (_id, doc) VALUES (?, ?)`);
        for (const doc of docs.values()) insert.run(doc._id, encodeDoc(doc));
      }
      ensureIncarnation(db);
      writeMeta(db, 'imported_from_nedb', now.toISOString());
    })();
  } finally {
    db.close();
  }
  renameSync(building, file);
  syncDir(dir);
  const backupDir = moveToBackup(dir, names, now);
  return {
    collections: Object.fromEntries([...collections].map(([name, docs]) => [name, docs.size])),
    journalRecords: records.length,
    backupDir,
  };
}
