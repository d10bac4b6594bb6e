// One table per collection, `c_<name>`: the _id as the primary key beside the document's JSON text. The
// name has passed assertCollectionName (a lowercase identifier), so it is safe inside SQL; the prefix keeps
// the store's own tables (`_meta`, `_indexes`) apart.

export function tableOf(collection: string): string {
  return `"c_${collection}"`;
}

export function createTableSql(collection: string): string {
  return `CREATE TABLE IF NOT EXISTS ${tableOf(collection)} (_id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)`;
}

/** The collections a database holds, by its tables. */
export const COLLECTION_TABLES =
  "SELECT substr(name, 3) AS name FROM sqlite_master WHERE type = 'table' AND name LIKE 'c\\_%' ESCAPE '\\'";
