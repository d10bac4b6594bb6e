const COLLECTION_NAME = /^[a-z][a-z0-9_]*$/;
/** What a missing name turns into when it is used as text: never a collection, always a bug. */
const MISSING = new Set(['undefined', 'null', 'nan']);

/**
 * Collection names become file names on NeDB, so only a plain identifier may pass: no dots, slashes or
 * leading underscore (which also keeps adapter-internal collections such as `_locks` out of reach). A
 * RegExp tests String(name), so a name that is not a string (undefined from an index off the end of a
 * table) would pass as "undefined" and create `undefined.db`: it is refused first.
 */
export function assertCollectionName(name: string): string {
  if (typeof name !== 'string' || MISSING.has(name) || !COLLECTION_NAME.test(name)) {
    throw new Error(`invalid collection name ${JSON.stringify(name)}: must match ${COLLECTION_NAME}`);
  }
  return name;
}
