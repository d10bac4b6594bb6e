// NeDB's own query, update and index code, which the buffered transactions (nedb-transaction.ts) run on
// documents held outside any datastore so that they behave exactly like NeDB's direct operations. The
// package ships no types for these modules (and no `exports` map, so the deep imports resolve); this
// covers only what the adapter uses. (Not named nedb.d.ts: TypeScript would take that for the output of
// nedb.ts beside it and leave it out of the program.)

declare module '@seald-io/nedb/lib/model.js' {
  /** True when doc matches the query, with NeDB's operators and dotted-path rules. */
  export function match(doc: unknown, query: Record<string, unknown>): boolean;
  /** A new document: doc with the modifiers applied, or replaced by a modifier-free update. */
  export function modify<T>(doc: T, update: object): T;
  /** A copy in which undefined-valued properties are kept; dates are shared (NeDB never mutates them). */
  export function deepCopy<T>(value: T): T;
  /** Throws when a field name starts with `$` or contains a dot, as NeDB refuses to store those. */
  export function checkObject(value: unknown): void;
  /** NeDB's total order over values of any type, the one its sort uses. */
  export function compareThings(a: unknown, b: unknown): number;
  export function getDotValue(doc: unknown, path: string): unknown;
  /** An index's key for doc: the value at the one field, or an object of the values of several. */
  export function getDotValues(doc: unknown, fields: string[]): unknown;
  /** A document as one datafile line (dates as `$$date`); throws on a field name NeDB refuses. */
  export function serialize(doc: unknown): string;
}

declare module '@seald-io/nedb/lib/indexes.js' {
  /** One index of a datastore; `fieldName` joins the fields of a compound index with commas. */
  export default class Index {
    constructor(options: { fieldName: string; unique?: boolean; sparse?: boolean });
    readonly fieldName: string;
    readonly unique: boolean;
    readonly sparse: boolean;
    /** Adds the documents; on a unique violation adds none and throws an error with errorType 'uniqueViolated'. */
    insert(docs: unknown): void;
    /** The documents indexed under key (under any of its elements when key is an array). */
    getMatching(key: unknown): Record<string, unknown>[];
  }
}

declare module '@seald-io/nedb/lib/cursor.js' {
  /**
   * A query run through its datastore's executor, in turn with every other operation on it. Without a
   * mapFn (Datastore.findAsync passes one that copies) it answers the stored documents themselves.
   */
  export default class Cursor {
    constructor(db: unknown, query?: Record<string, unknown>);
    execAsync(): Promise<Record<string, unknown>[]>;
  }
}
