// Records what a database is asked for, below Dexie's API (a DBCore middleware, as Dexie's own features
// are made): the tables each read names, and the tables each read-write transaction holds. For tests
// that a background pass reads no stories and holds nothing the user's next write needs.
import type { UserDb } from '../db.ts';

export interface TableRequests {
  /** Tables read (get, getMany, query, openCursor, count), in order, repeats kept. */
  reads: string[];
  /** The stores of each read-write transaction opened, in order. */
  writeScopes: string[][];
  clear(): void;
}

export function recordTableRequests(db: UserDb): TableRequests {
  const requests: TableRequests = {
    reads: [],
    writeScopes: [],
    clear() {
      requests.reads.length = 0;
      requests.writeScopes.length = 0;
    },
  };
  db.use({
    stack: 'dbcore',
    name: 'record-table-requests',
    create: (down) => ({
      ...down,
      transaction: (stores, mode, options) => {
        if (mode === 'readwrite') requests.writeScopes.push([...stores].sort());
        return down.transaction(stores, mode, options);
      },
      table: (name) => {
        const table = down.table(name);
        const read =
          <Req, Res>(call: (req: Req) => Res) =>
          (req: Req): Res => {
            requests.reads.push(name);
            return call(req);
          };
        return {
          ...table,
          get: read(table.get),
          getMany: read(table.getMany),
          query: read(table.query),
          openCursor: read(table.openCursor),
          count: read(table.count),
        };
      },
    }),
  });
  return requests;
}
