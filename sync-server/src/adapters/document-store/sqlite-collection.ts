// A port Collection over one table of the SQLite store. Reads go to the connection the access names at
// the moment (the reader's committed data, or the writer's open transaction inside a locked section);
// writes run through access.write, which runs each one on the writer, all or nothing. SQL narrows every
// query through the indexes (sqlite-plan.ts) and mingo judges what SQL could not (sqlite-docs.ts).

import { failpoint } from '../../failpoints';
import type {
  Collection,
  Doc,
  Filter,
  FindOptions,
  GroupCount,
  IndexSpec,
  TextIndexSpec,
  TextSearch,
  UpdateOps,
  UpdateResult,
} from '../../ports/document-store';
import { DuplicateKeyError } from '../../ports/document-store';
import { assertStorableNames, decodeDoc, decodeValueText, encodeDoc, encodeValueText } from './sqlite-codec';
import { type Connection, isMissingTable } from './sqlite-connection';
import { matcher, project, sortDocs, updated } from './sqlite-docs';
import type { IndexRegistry } from './sqlite-indexes';
import { jsonPath, RANK, sqlText } from './sqlite-keys';
import { planFilter, planSort } from './sqlite-plan';
import { createTableSql, tableOf } from './sqlite-tables';
import type { TextIndexes } from './sqlite-text';

export interface Access {
  indexes: IndexRegistry;
  textIndexes: TextIndexes;
  /** The connection reads go to now. */
  reader(): Connection;
  /** Runs fn on the writer connection, all of it or none (a savepoint of its own), then as the store commits. */
  write<R>(fn: (writer: Connection) => R): Promise<R>;
  /** Told of each document a read answered (its stored text), and of each id a look-up by ids missed. */
  saw?(collection: string, id: string, text: string | null): void;
  /** Told of each document inserted, to announce once it is committed. */
  inserted(collection: string, doc: Doc): void;
  /** True inside a locked section: its writes pass the store.write failpoint (failpoints.ts). */
  transactional: boolean;
  /** The collection's committed version (sqlite-versions.ts). */
  version(collection: string): string;
}

interface Row {
  _id: string;
  doc: string;
}

interface Match {
  row: Row;
  doc: Doc;
}

interface Page {
  sort?: FindOptions['sort'] | undefined;
  skip?: number | undefined;
  limit?: number | undefined;
}

/** SQLite's unique-constraint errors: on the primary key (_id) and on a unique index. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The ids a filter names through `_id: 'x'` or `_id: { $in: [...] }` (strings only), or null. */
function idsNamedBy(filter: Filter): string[] | null {
  const id = filter._id;
  if (typeof id === 'string') return [id];
  if (typeof id !== 'object' || id === null || Array.isArray(id)) return null;
  const list = (id as { $in?: unknown }).$in;
  if (Object.keys(id).length !== 1 || !Array.isArray(list) || !list.every((v) => typeof v === 'string'))
    return null;
  return list as string[];
}

/** A GROUP BY row: the value's kind and value as an index holds them (sqlite-keys.ts), or r NULL and v the value's JSON. */
interface GroupRow {
  r: number | null;
  v: string | number | Uint8Array | null;
  n: number;
}

/** The value a GroupRow stands for. */
function groupValue({ r, v }: GroupRow): unknown {
  if (v === null || typeof v === 'object' || r === RANK.missing) return null;
  if (r === RANK.number || r === RANK.string) return v;
  if (r === RANK.boolean) return v === 1;
  // Objects, arrays and dates come as JSON text, as does every value grouped without an index.
  return decodeValueText(String(v));
}

/** Documents grouped by their value at a dotted path, counted. */
function groupDocs(found: Match[], field: string): GroupCount[] {
  const groups = new Map<string, GroupCount>();
  for (const { doc } of found) {
    let value: unknown = doc;
    for (const key of field.split('.')) {
      value =
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    }
    const text = encodeValueText(value ?? null);
    const group = groups.get(text);
    if (group) group.count += 1;
    else groups.set(text, { value: value ?? null, count: 1 });
  }
  return [...groups.values()];
}

export function sqliteCollection<T extends Doc>(name: string, access: Access): Collection<T> {
  const table = tableOf(name);
  const keyOf = (path: string) => access.indexes.keyOf(name, path);

  /** The document of one _id: the most frequent read of all, so it goes straight to the primary key. */
  function byId(conn: Connection, id: string): Match[] {
    let row: Row | undefined;
    try {
      row = conn.stmt(`SELECT _id, doc FROM ${table} WHERE _id = ?`).get(id) as Row | undefined;
    } catch (error) {
      if (isMissingTable(error)) return [];
      throw error;
    }
    return row ? [{ row, doc: decodeDoc(row.doc) }] : [];
  }

  /** The matches of filter, in the sort's order, paged. */
  function select(conn: Connection, filter: Filter, { sort, skip = 0, limit }: Page): Match[] {
    const id = filter._id;
    if (typeof id === 'string' && !skip) {
      // One _id names one document at most: the primary key finds it, and the rest of the filter (an
      // owner, a kind) is judged on that one document, cheaper than SQL over its JSON.
      const found = byId(conn, id);
      if (found.length === 0 || Object.keys(filter).length === 1) return found;
      const matches = matcher(filter);
      return found.filter((match) => matches(match.doc));
    }
    const plan = planFilter(filter, keyOf);
    const order = planSort(sort, keyOf);
    const where = plan.where.length > 0 ? ` WHERE ${plan.where.join(' AND ')}` : '';
    const orderBy = order ? ` ORDER BY ${order}` : '';
    const end = limit ? skip + limit : undefined;
    let rows: Iterable<Row>;
    try {
      if (plan.exact && (order || !sort)) {
        // SQL answers the whole query, page included.
        const paging = limit ? ' LIMIT ? OFFSET ?' : skip ? ' LIMIT -1 OFFSET ?' : '';
        const params = [...plan.params, ...(limit ? [limit, skip] : skip ? [skip] : [])];
        rows = conn.stmt(`SELECT _id, doc FROM ${table}${where}${orderBy}${paging}`).all(...params) as Row[];
        return [...rows].map((row) => ({ row, doc: decodeDoc(row.doc) }));
      }
      rows = conn
        .stmt(`SELECT _id, doc FROM ${table}${where}${orderBy}`)
        .iterate(...plan.params) as Iterable<Row>;
    } catch (error) {
      if (isMissingTable(error)) return [];
      throw error;
    }
    const matches = plan.exact ? undefined : matcher(filter);
    const found: Match[] = [];
    for (const row of rows) {
      const doc = decodeDoc(row.doc);
      if (matches && !matches(doc)) continue;
      found.push({ row, doc });
      // In the sort's order already: enough rows end the scan.
      if ((order || !sort) && end !== undefined && found.length >= end) break;
    }
    if (sort && !order) {
      const docs = sortDocs(
        found.map((m) => m.doc),
        sort,
      );
      const byDoc = new Map(found.map((m) => [m.doc, m]));
      return docs.slice(skip, end).map((doc) => byDoc.get(doc) as Match);
    }
    return found.slice(skip, end);
  }

  /** select, telling the access what it read. */
  function read(filter: Filter, page: Page): Match[] {
    const found = select(access.reader(), filter, page);
    if (access.saw) {
      for (const { row } of found) access.saw(name, row._id, row.doc);
      const named = idsNamedBy(filter);
      if (named) {
        const seen = new Set(found.map((m) => m.row._id));
        for (const id of named) if (!seen.has(id)) access.saw(name, id, null);
      }
    }
    return found;
  }

  function count(conn: Connection, filter: Filter): number {
    const plan = planFilter(filter, keyOf);
    if (!plan.exact) return select(conn, filter, {}).length;
    const where = plan.where.length > 0 ? ` WHERE ${plan.where.join(' AND ')}` : '';
    try {
      return (conn.stmt(`SELECT count(*) AS n FROM ${table}${where}`).get(...plan.params) as { n: number }).n;
    } catch (error) {
      if (isMissingTable(error)) return 0;
      throw error;
    }
  }

  /**
   * countBy: GROUP BY in SQL when the plan is exact, else the matcher's matches grouped here. A field an
   * index leads with is grouped by the index's own (kind, value) expressions, which SQLite reads off the
   * index without parsing a document; any other by the value's JSON text (`->`, NULL when missing).
   */
  function countBy(conn: Connection, field: string, filter: Filter): GroupCount[] {
    const plan = planFilter(filter, keyOf);
    if (!plan.exact) return groupDocs(select(conn, filter, {}), field);
    const where = plan.where.length > 0 ? ` WHERE ${plan.where.join(' AND ')}` : '';
    const key = keyOf(field);
    const columns = key
      ? `${key.rank} AS r, ${key.value} AS v`
      : `NULL AS r, doc -> ${sqlText(jsonPath(field))} AS v`;
    let rows: GroupRow[];
    try {
      rows = conn
        .stmt(`SELECT ${columns}, count(*) AS n FROM ${table}${where} GROUP BY r, v`)
        .all(...plan.params) as GroupRow[];
    } catch (error) {
      if (isMissingTable(error)) return [];
      throw error;
    }
    const groups = new Map<string, GroupCount>();
    for (const row of rows) {
      const value = groupValue(row);
      // A missing field and a stored null are one group, as in MongoDB's $group.
      const text = encodeValueText(value);
      const group = groups.get(text);
      if (group) group.count += row.n;
      else groups.set(text, { value, count: row.n });
    }
    return [...groups.values()];
  }

  function ensureTable(conn: Connection): void {
    if (conn.tables.has(name)) return;
    conn.stmt(createTableSql(name)).run();
    conn.tables.add(name);
  }

  function insert(conn: Connection, docs: Doc[]): void {
    ensureTable(conn);
    const statement = conn.stmt(`INSERT INTO ${table} (_id, doc) VALUES (?, ?)`);
    for (const doc of docs) {
      assertStorableNames(doc);
      if (access.transactional) failpoint('store.write');
      statement.run(doc._id, encodeDoc(doc));
      access.indexes.noteWrite(conn.db, name, doc);
      access.inserted(name, structuredClone(doc));
    }
  }

  function replace(conn: Connection, doc: Doc): void {
    assertStorableNames(doc);
    if (access.transactional) failpoint('store.write');
    conn.stmt(`UPDATE ${table} SET doc = ? WHERE _id = ?`).run(encodeDoc(doc), doc._id);
    access.indexes.noteWrite(conn.db, name, doc);
  }

  /** Runs a write, turning a unique-constraint error into the port's DuplicateKeyError. */
  async function write<R>(fn: (conn: Connection) => R): Promise<R> {
    try {
      return await access.write((conn) => {
        // Noted before the write: one that fails partway still moves the version on (harmlessly).
        conn.written.add(name);
        return fn(conn);
      });
    } catch (error) {
      throw isUniqueViolation(error) ? new DuplicateKeyError(name, error) : error;
    }
  }

  function updateMatches(conn: Connection, filter: Filter, ops: UpdateOps, multi: boolean) {
    const before = select(conn, filter, { limit: multi ? undefined : 1 });
    const after: Doc[] = [];
    let modified = 0;
    for (const { doc } of before) {
      const next = updated(doc, ops);
      if (next) {
        replace(conn, next);
        modified += 1;
      }
      after.push(next ?? doc);
    }
    return { matched: before.length, modified, after };
  }

  function remove(conn: Connection, filter: Filter, multi: boolean): number {
    const doomed = select(conn, filter, { limit: multi ? undefined : 1 });
    const statement = doomed.length > 0 ? conn.stmt(`DELETE FROM ${table} WHERE _id = ?`) : undefined;
    for (const { row } of doomed) {
      if (access.transactional) failpoint('store.write');
      statement?.run(row._id);
    }
    return doomed.length;
  }

  const counts = ({ matched, modified }: UpdateResult): UpdateResult => ({ matched, modified });

  return {
    name,

    find: async (filter = {}, options: FindOptions = {}) =>
      read(filter, options).map(
        ({ doc }) => (options.projection ? project(doc, options.projection) : doc) as T,
      ),

    findOne: async (filter, options = {}) => {
      const [first] = read(filter, { ...(options.sort && { sort: options.sort }), limit: 1 });
      if (!first) return null;
      return (options.projection ? project(first.doc, options.projection) : first.doc) as T;
    },

    insertOne: async (doc) => {
      await write((conn) => insert(conn, [doc]));
      // The caller's document, as MongoDB's adapter answers it.
      return { ...doc };
    },

    insertMany: (docs) => write((conn) => (docs.length > 0 ? insert(conn, docs) : undefined)),

    updateOne: (filter, ops) => write((conn) => counts(updateMatches(conn, filter, ops, false))),

    updateMany: (filter, ops) => write((conn) => counts(updateMatches(conn, filter, ops, true))),

    findOneAndUpdate: (filter, ops) =>
      write((conn) => (updateMatches(conn, filter, ops, false).after[0] as T | undefined) ?? null),

    deleteOne: (filter) => write((conn) => remove(conn, filter, false)),

    deleteMany: (filter) => write((conn) => remove(conn, filter, true)),

    count: async (filter = {}) => count(access.reader(), filter),

    countBy: async (field, filter = {}) => countBy(access.reader(), field, filter),

    version: async () => access.version(name),

    ensureIndex: (spec: IndexSpec) =>
      write((conn) => {
        ensureTable(conn);
        access.indexes.ensure(conn.db, name, spec);
      }),

    ensureTextIndex: (spec: TextIndexSpec) =>
      write((conn) => {
        ensureTable(conn);
        access.textIndexes.ensure(conn.db, name, spec);
      }),

    searchText: async (search: TextSearch) => {
      const { rows, total } = access.textIndexes.search(access.reader(), name, search);
      if (access.saw) for (const row of rows) access.saw(name, row._id, row.doc);
      const docs = rows.map((row) => {
        const doc = decodeDoc(row.doc);
        return (search.projection ? project(doc, search.projection) : doc) as T;
      });
      return { docs, total };
    },
  };
}
