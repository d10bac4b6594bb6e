// The text index of a collection on the SQLite store: an FTS5 table `_text_<name>` holding the text of each
// indexed field per document, ranked by bm25 with the fields' weights (its configured rank), and beside it
// a plain table `_text_<name>_keys` holding each document's _id and the JSON text of its filter fields, so a
// search filters and pages without reading a single document. Both share the document's rowid, which only a
// VACUUM would renumber (the store never runs one). Triggers on the collection's table keep them in step
// inside the very transaction of each write, whoever writes; the index is recorded in `_text_indexes` so a
// restart knows its fields, and a backup or a restore copies the whole file with them. Every name starts
// with `_`, so the backup's count of collections (sqlite-tables.ts COLLECTION_TABLES) leaves them out.
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
const keysTable = (collection: string) => `"_text_${collection}_keys"`;

/** The field's text in SQL: a string value, else NULL (FTS5 indexes nothing for it). */
function fieldText(row: string, path: string): string {
  const at = sqlText(jsonPath(path));
  return `iif(json_type(${row}.doc, ${at}) = 'text', json_extract(${row}.doc, ${at}), NULL)`;
}

/** The field's value as JSON text (`true`, `"Lisbon"`, `3`), as JSON.stringify writes a where value. */
const fieldJson = (row: string, path: string) => `(${row}.doc -> ${sqlText(jsonPath(path))})`;

const sameSpec = (a: TextIndexSpec, b: TextIndexSpec) =>
  JSON.stringify([Object.entries(a.fields), a.filters ?? []]) ===
  JSON.stringify([Object.entries(b.fields), b.filters ?? []]);

/** Words as an FTS5 query: each one quoted (its quotes doubled), any of them. */
export function ftsQuery(words: string[]): string {
  return words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' OR ');
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
      throw new Error(`${collection} already has a text index on other fields, weights or filters`);
    }
    const paths = Object.keys(spec.fields);
    const filters = spec.filters ?? [];
    if (paths.length === 0) throw new Error(`ensureTextIndex on ${collection} needs at least one field`);
    if (!Object.values(spec.fields).every((w) => Number.isFinite(w) && w > 0))
      throw new Error(`ensureTextIndex on ${collection}: weights are positive numbers`);
    const text = textTable(collection);
    const keys = keysTable(collection);
    const table = tableOf(collection);
    const columns = paths.map((_, i) => `f${i}`).join(', ');
    const keyColumns = ['id', ...filters.map((_, i) => `k${i}`)].join(', ');
    const texts = (row: string) => paths.map((path) => fieldText(row, path)).join(', ');
    const keyValues = (row: string) =>
      [`${row}._id`, ...filters.map((path) => fieldJson(row, path))].join(', ');
    const trigger = (what: string) => `"_text_${collection}_${what}"`;
    const add = (row: string) =>
      `INSERT INTO ${text} (rowid, ${columns}) VALUES (${row}.rowid, ${texts(row)});
      INSERT INTO ${keys} (rowid, ${keyColumns}) VALUES (${row}.rowid, ${keyValues(row)});`;
    const drop = (row: string) =>
      `DELETE FROM ${text} WHERE rowid = ${row}.rowid; DELETE FROM ${keys} WHERE rowid = ${row}.rowid;`;
    const weights = Object.values(spec.fields).join(', ');
    db.exec(
      `CREATE VIRTUAL TABLE ${text} USING fts5(${columns}, tokenize = 'unicode61 remove_diacritics 2');
      INSERT INTO ${text} (${text}, rank) VALUES ('rank', 'bm25(${weights})');
      CREATE TABLE ${keys} (rowid INTEGER PRIMARY KEY, ${keyColumns});
      CREATE TRIGGER ${trigger('insert')} AFTER INSERT ON ${table} BEGIN ${add('new')} END;
      CREATE TRIGGER ${trigger('delete')} AFTER DELETE ON ${table} BEGIN ${drop('old')} END;
      CREATE TRIGGER ${trigger('update')} AFTER UPDATE ON ${table} BEGIN ${drop('old')} ${add('new')} END;
      INSERT INTO ${text} (rowid, ${columns}) SELECT c.rowid, ${texts('c')} FROM ${table} c;
      INSERT INTO ${keys} (rowid, ${keyColumns}) SELECT c.rowid, ${keyValues('c')} FROM ${table} c;`,
    );
    db.prepare('INSERT INTO _text_indexes (collection, spec) VALUES (?, ?)').run(
      collection,
      JSON.stringify(spec),
    );
    this.#specs.set(collection, spec);
  }

  /** The rows of one page of matches, best first (ties by _id), and how many match in all. */
  search(conn: Connection, collection: string, search: TextSearch): { rows: TextRow[]; total: number } {
    const spec = this.#specs.get(collection);
    if (!spec) throw new Error(`${collection} has no text index`);
    const filters = spec.filters ?? [];
    const where = Object.entries(search.where ?? {});
    const clauses = [`${textTable(collection)} MATCH ?`];
    const params: unknown[] = [];
    for (const [path, value] of where) {
      const at = filters.indexOf(path);
      if (at < 0) throw new Error(`the text index of ${collection} has no filter on ${path}`);
      clauses.push(`k.k${at} = ?`);
      params.push(JSON.stringify(value));
    }
    const words = searchWords(search.query);
    if (words.length === 0) return { rows: [], total: 0 };
    const text = textTable(collection);
    const from = `FROM ${text} JOIN ${keysTable(collection)} k ON k.rowid = ${text}.rowid WHERE ${clauses.join(' AND ')}`;
    const all = [ftsQuery(words), ...params];
    const { skip = 0, limit } = search;
    // The page is found in the index alone; only its documents are read.
    const rows = conn
      .stmt(
        `SELECT c._id AS _id, c.doc AS doc FROM (SELECT k.id AS id, ${text}.rank AS score ${from} ` +
          `ORDER BY score, id LIMIT ? OFFSET ?) hit JOIN ${tableOf(collection)} c ON c._id = hit.id ORDER BY hit.score, hit.id`,
      )
      .all(...all, limit ?? -1, skip) as TextRow[];
    const total = (conn.stmt(`SELECT count(*) AS n ${from}`).get(...all) as { n: number }).n;
    return { rows, total };
  }
}
