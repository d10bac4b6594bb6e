import Index from '@seald-io/nedb/lib/indexes.js';
import { getDotValues } from '@seald-io/nedb/lib/model.js';
import type { Doc } from '../../ports/document-store';
import { DuplicateKeyError } from '../../ports/document-store';
import { isUniqueViolation } from './nedb-collection';
import type { NedbDatastore } from './nedb-datafile';
import type { Write } from './nedb-transaction';

/**
 * The datastore's own index registry (not in NeDB's typings). It is the authority on which unique
 * indexes exist: it also holds those recorded in the datafile by an earlier run, which this process's
 * ensureIndex calls may not repeat.
 */
function indexesOf(ds: NedbDatastore): Index[] {
  return Object.values((ds as unknown as { indexes: Record<string, Index> }).indexes);
}

/**
 * Throws DuplicateKeyError when image would share a unique key with another document of the
 * collection as the transaction sees it: the committed documents, except those it has its own image of,
 * plus its buffered images. The decision is NeDB's own: a fresh index with the same options is given
 * the documents that could collide (those the committed index holds under image's key, and the buffered
 * images) and then image, so sparse, compound and array keys behave exactly as on a direct write.
 */
export function assertUniqueKeys(
  collection: string,
  ds: NedbDatastore,
  writes: ReadonlyMap<string, Write>,
  image: Doc,
): void {
  for (const index of indexesOf(ds)) {
    if (!index.unique || index.fieldName === '_id') continue;
    const key = getDotValues(image, index.fieldName.split(','));
    const others: unknown[] = index
      .getMatching(key)
      .filter((doc) => doc._id !== image._id && !writes.has(doc._id as string));
    for (const [id, { image: buffered }] of writes) if (buffered && id !== image._id) others.push(buffered);
    const probe = new Index({ fieldName: index.fieldName, unique: true, sparse: index.sparse });
    try {
      probe.insert(others);
      probe.insert(image);
    } catch (err) {
      throw isUniqueViolation(err) ? new DuplicateKeyError(collection, err) : err;
    }
  }
}
