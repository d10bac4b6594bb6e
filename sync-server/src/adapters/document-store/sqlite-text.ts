// The text index of a collection on the SQLite store: an FTS5 table `_text_<name>` holding, per document,
// its _id and the text of each indexed field, ranked by bm25 with the fields' weights. Triggers on the
// collection's table keep it in step inside the very transaction of each write, whoever writes (the store,
// a restore's copy of the file is the same file); the index is recorded in `_text_indexes` so a restart
// knows its fields. Its rows share the document's rowid, which only a VACUUM would renumber (the store
// never runs one); searches join on _id all the same. The names start with `_`, so the backup's count of
// collections (sqlite-tables.ts COLLECTION_TABLES) leaves them out.
import type Database from 'better-sqlite3';
import { searchWords } from '../../../../shared/search-words';
import type { TextIndexSpec, TextSearch } from '../../ports/document-store';
import type { Connection } from './sqlite-connection';
import { jsonPath, sqlText } from './sqlite-keys';
import { tableOf } from './sqlite-tables';

export const TEXT_INDEXES_TABLE = `CREATE TABLE IF NOT EXISTS _text_indexes (
  collection TEXT PRIMARY KEY NOT NULL, spec TEXT NOT NULL
)`;

const textTable = (collection: string) => `"_text_${collection}"`;

/** The field's text in SQL: a string value, else NULL (FTS5 indexes nothing for it). */
function fieldText(row: 'new' | 'c', path: string): string {
  const at = sqlText(jsonPath(path));
  return `iif(json_type(${row}.doc, ${at}) = 'text', json_extract(${row}.doc, ${at}), NULL)`;
}

const sameSpec = (a: TextIndexSpec, b: TextIndexSpec) =>
  JSON.stringify(Object.entries(a.fields)) === JSON.stringify(Object.entries(b.fields));

/** Words as an FTS5 query: each one quoted (its quotes doubled), any of them. */
export function ftsQuery(words: string[]): string {
  return words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' OR ');
}

/** SQL (and its parameters) true when the document's fields equal the values, as MongoDB compares them. */
function whereSql(where: NonNullable<TextSearch['where']>): { sql: string[]; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  for (const [path, value] of Object.entries(where)) {
    const at = sqlText(jsonPath(path));
    if (typeof value === 'boolean') {
      sql.push(`json_type(c.doc, ${at}) = '${value ? 'true' : 'false'}'`);
    } else if (typeof value === 'number') {
      sql.push(`json_type(c.doc, ${at}) IN ('integer', 'real') AND json_extract(c.doc, ${at}) = ?`);
      params.push(value);
    } else {
      sql.push(`json_type(c.doc, ${at}) = 'text' AND json_extract(c.doc, ${at}) = ?`);
      params.push(value);
    }
  }
  return { sql, params };
}

export interface TextRow {
  _id: string;
  doc: string;
}

export class TextIndexes {
  readonly #specs = new Map<string, TextIndexSpec>();

  static load(db: Database.Database): TextIndexes {
    const indexes = new TextIndexes();
    const rows = db.prepare('SELECT collection, spec FROM _text_indexes').all() as {
      collection: string;
      spec: string;
    }[];
    for (const row of rows) indexes.#specs.set(row.collection, JSON.parse(row.spec) as TextIndexSpec);
    return indexes;
  }

  /**
   * Creates the collection's text index, its triggers and its rows for the documents already stored, in
   * the caller's transaction (the collection's table exists). Nothing when the same one exists.
   */
  ensure(db: Database.Database, collection: string, spec: TextIndexSpec): void {
    const known = this.#specs.get(collection);
    if (known) {
      if (sameSpec(known, spec)) return;
      throw new Error(`${collection} already has a text index on other fields or weights`);
    }
    const paths = Object.keys(spec.fields);
    if (paths.length === 0) throw new Error(`ensureTextIndex on ${collection} needs at least one field`);
    if (!Object.values(spec.fields).every((w) => Number.isFinite(w) && w > 0))
      throw new Error(`ensureTextIndex on ${collection}: weights are positive numbers`);
    const text = textTable(collection);
    const table = tableOf(collection);
    const columns = paths.map((_, i) => `f${i}`).join(', ');
    const values = (row: 'new' | 'c') => paths.map((path) => fieldText(row, path)).join(', ');
    const trigger = (what: string) => `"_text_${collection}_${what}"`;
    db.exec(
      `CREATE VIRTUAL TABLE ${text} USING fts5(id UNINDEXED, ${columns}, ` +
        `tokenize = 'unicode61 remove_diacritics 2');
      CREATE TRIGGER ${trigger('insert')} AFTER INSERT ON ${table} BEGIN
        INSERT INTO ${text} (rowid, id, ${columns}) VALUES (new.rowid, new._id, ${values('new')});
      END;
      CREATE TRIGGER ${trigger('delete')} AFTER DELETE ON ${table} BEGIN
        DELETE FROM ${text} WHERE rowid = old.rowid;
      END;
      CREATE TRIGGER ${trigger('update')} AFTER UPDATE ON ${table} BEGIN
        DELETE FROM ${text} WHERE rowid = old.rowid;
        INSERT INTO ${text} (rowid, id, ${columns}) VALUES (new.rowid, new._id, ${values('new')});
      END;`,
    );
    db.exec(`INSERT INTO ${text} (rowid, id, ${columns}) SELECT rowid, _id, ${values('c')} FROM ${table} c`);
    db.prepare('INSERT INTO _text_indexes (collection, spec) VALUES (?, ?)').run(
      collection,
      JSON.stringify(spec),
    );
    this.#specs.set(collection, spec);
  }

  /** The rows of one page of matches, best first, and how many match in all. */
  search(conn: Connection, collection: string, search: TextSearch): { rows: TextRow[]; total: number } {
    const spec = this.#specs.get(collection);
    if (!spec) throw new Error(`${collection} has no text index`);
    const words = searchWords(search.query);
    if (words.length === 0) return { rows: [], total: 0 };
    const text = textTable(collection);
    const where = whereSql(search.where ?? {});
    const clauses = [`${text} MATCH ?`, ...where.sql].join(' AND ');
    const from = `FROM ${text} JOIN ${tableOf(collection)} c ON c._id = ${text}.id WHERE ${clauses}`;
    const params = [ftsQuery(words), ...where.params];
    const weights = Object.values(spec.fields).join(', ');
    const { skip = 0, limit } = search;
    const rows = conn
      .stmt(
        `SELECT c._id AS _id, c.doc AS doc ${from} ORDER BY bm25(${text}, 0, ${weights}), c._id LIMIT ? OFFSET ?`,
      )
      .all(...params, limit ?? -1, skip) as TextRow[];
    const total = (conn.stmt(`SELECT count(*) AS n ${from}`).get(...params) as { n: number }).n;
    return { rows, total };
  }
}
