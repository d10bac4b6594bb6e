// The indexes of the SQLite store: each is an SQL index over the (kind, value) pair of every field it names
// (sqlite-keys.ts), recorded in `_indexes` so the planner knows them after a restart. Like MongoDB, an index
// notes when a document holds an array along one of its fields ("multikey"): SQL compares the array as one
// value where MongoDB matches each element, so from then on the planner leaves that index alone and the
// document matcher judges the field (sqlite-plan.ts).
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Doc, IndexSpec } from '../../ports/document-store';
import { jsonPath, rankSql, sqlText, valueSql } from './sqlite-keys';
import { tableOf } from './sqlite-tables';

/** The SQL expressions a query uses for one field, exactly as its index has them. */
export interface FieldKey {
  rank: string;
  value: string;
}

interface StoredIndex {
  name: string;
  collection: string;
  spec: IndexSpec;
  multikey: boolean;
}

export const INDEXES_TABLE = `CREATE TABLE IF NOT EXISTS _indexes (
  name TEXT PRIMARY KEY NOT NULL, collection TEXT NOT NULL, spec TEXT NOT NULL, multikey INTEGER NOT NULL
)`;

const fieldsOf = (spec: IndexSpec) => Object.entries(spec.fields);

function indexName(collection: string, spec: IndexSpec): string {
  const shape = JSON.stringify([fieldsOf(spec), spec.unique ?? false, spec.sparse ?? false]);
  return `ix_${collection}_${createHash('sha256').update(shape).digest('hex').slice(0, 16)}`;
}

/** Whether the document holds an array at the path or at any path it runs through. */
function arrayAlong(doc: Doc, path: string): boolean {
  let value: unknown = doc;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || value instanceof Date) return false;
    value = (value as Record<string, unknown>)[key];
    if (Array.isArray(value)) return true;
  }
  return false;
}

/** SQL that is true when a document holds an array at the path or at any path it runs through. */
function arraySql(path: string): string {
  const keys = path.split('.');
  return keys
    .map((_, i) => `json_type(doc, ${sqlText(jsonPath(keys.slice(0, i + 1).join('.')))}) = 'array'`)
    .join(' OR ');
}

export class IndexRegistry {
  readonly #byCollection = new Map<string, StoredIndex[]>();

  /** The indexes recorded in the database. */
  static load(db: Database.Database): IndexRegistry {
    const registry = new IndexRegistry();
    const rows = db.prepare('SELECT name, collection, spec, multikey FROM _indexes ORDER BY rowid').all() as {
      name: string;
      collection: string;
      spec: string;
      multikey: number;
    }[];
    for (const row of rows)
      registry.#add({ ...row, spec: JSON.parse(row.spec) as IndexSpec, multikey: row.multikey === 1 });
    return registry;
  }

  #add(index: StoredIndex): void {
    const list = this.#byCollection.get(index.collection) ?? [];
    list.push(index);
    this.#byCollection.set(index.collection, list);
  }

  /**
   * The expressions of `path` in the first index that leads with it, while no document holds an array
   * along it; undefined when no usable index has it first.
   */
  keyOf(collection: string, path: string): FieldKey | undefined {
    for (const { spec, multikey } of this.#byCollection.get(collection) ?? []) {
      const [first] = fieldsOf(spec);
      if (multikey || first?.[0] !== path) continue;
      return { rank: rankSql(path), value: valueSql(path, spec.unique === true && spec.sparse !== true) };
    }
    return undefined;
  }

  /**
   * Creates the index unless it exists (the same fields, directions and options), inside the caller's
   * transaction. Throws SQLite's unique-constraint error when stored documents already share a key.
   */
  ensure(db: Database.Database, collection: string, spec: IndexSpec): void {
    const name = indexName(collection, spec);
    if (this.#byCollection.get(collection)?.some((index) => index.name === name)) return;
    const fields = fieldsOf(spec);
    if (fields.length === 0) throw new Error(`ensureIndex on ${collection} needs at least one field`);
    const unique = spec.unique === true;
    const missingMatches = unique && spec.sparse !== true;
    const columns = fields.map(([path, direction]) => {
      const order = direction === -1 ? 'DESC' : 'ASC';
      return path === '_id'
        ? `_id ${order}`
        : `${rankSql(path)} ${order}, ${valueSql(path, missingMatches)} ${order}`;
    });
    const table = tableOf(collection);
    db.exec(
      `CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${name}" ON ${table} (${columns.join(', ')})`,
    );
    const paths = fields.map(([path]) => path).filter((path) => path !== '_id');
    const multikey =
      paths.length > 0 &&
      db.prepare(`SELECT 1 FROM ${table} WHERE ${paths.map(arraySql).join(' OR ')} LIMIT 1`).get() !==
        undefined;
    db.prepare('INSERT INTO _indexes (name, collection, spec, multikey) VALUES (?, ?, ?, ?)').run(
      name,
      collection,
      JSON.stringify(spec),
      multikey ? 1 : 0,
    );
    this.#add({ name, collection, spec, multikey });
  }

  /**
   * Notes, inside the caller's transaction, each index of the collection the document makes multikey. A
   * transaction rolled back leaves the note in memory only: the planner is then merely more careful.
   */
  noteWrite(db: Database.Database, collection: string, doc: Doc): void {
    for (const index of this.#byCollection.get(collection) ?? []) {
      if (index.multikey) continue;
      if (!fieldsOf(index.spec).some(([path]) => path !== '_id' && arrayAlong(doc, path))) continue;
      index.multikey = true;
      db.prepare('UPDATE _indexes SET multikey = 1 WHERE name = ?').run(index.name);
    }
  }
}
