// The image files a database names: every `/media/<key>` string in any document (blogs' pictures,
// avatars, uploaded photos, pictures kept in conflicts). Deleting a blog or one of its pictures removes
// the files at once, so a backup checks that each file its snapshot names was copied.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { COLLECTION_TABLES, tableOf } from '../../sync-server/src/adapters/document-store/sqlite-tables';
import { isValidBlobKey } from '../../sync-server/src/ports/blob-store';

const PREFIX = '/media/';

function collectKeys(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') {
    const key = value.slice(PREFIX.length);
    if (value.startsWith(PREFIX) && isValidBlobKey(key)) out.add(key);
  } else if (Array.isArray(value)) {
    for (const item of value) collectKeys(item, out);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectKeys(item, out);
  }
}

export function namedMediaKeys(db: Database.Database): Set<string> {
  const keys = new Set<string>();
  for (const { name } of db.prepare(COLLECTION_TABLES).all() as { name: string }[]) {
    const rows = db.prepare(`SELECT doc FROM ${tableOf(name)}`).iterate() as IterableIterator<{
      doc: string;
    }>;
    for (const { doc } of rows) collectKeys(JSON.parse(doc), keys);
  }
  return keys;
}

/** The keys among `keys` that have no file under `mediaDir`, sorted. */
export function missingFiles(keys: Iterable<string>, mediaDir: string): string[] {
  return [...keys].filter((key) => !existsSync(join(mediaDir, ...key.split('/')))).sort();
}
