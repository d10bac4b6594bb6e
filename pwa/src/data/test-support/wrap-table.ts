// Changes what one table of a database does with some requests, below Dexie's API (a DBCore middleware, as
// Dexie's own features are made): for tests that count, hold or fail a table's requests. Added before the
// database opens.
import type { DBCoreTable, Dexie } from 'dexie';

export function wrapTable(
  db: Dexie,
  tableName: string,
  wrap: (table: DBCoreTable) => Partial<DBCoreTable>,
): void {
  db.use({
    stack: 'dbcore',
    name: `wrap-${tableName}`,
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return name === tableName ? { ...table, ...wrap(table) } : table;
      },
    }),
  });
}
