const COLLECTION_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * Collection names become file names on NeDB, so only a plain identifier may pass: no dots, slashes or
 * leading underscore (which also keeps adapter-internal collections such as `_locks` out of reach).
 */
export function assertCollectionName(name: string): string {
  if (!COLLECTION_NAME.test(name)) {
    throw new Error(`invalid collection name ${JSON.stringify(name)}: must match ${COLLECTION_NAME}`);
  }
  return name;
}
