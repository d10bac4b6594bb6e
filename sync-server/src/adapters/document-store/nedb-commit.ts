import { failpoint } from '../../failpoints';
import { DuplicateKeyError } from '../../ports/document-store';
import type { KeyedMutex } from './mutex';
import { applyImages, serializeImages } from './nedb-apply';
import type { Journal } from './nedb-journal';
import { storedByIds } from './nedb-query';
import { rebase } from './nedb-rebase';
import type { TxPart } from './nedb-transaction';
import { assertUniqueKeys } from './nedb-unique';

/** Runs fn holding the mutex of every key, taken in sorted order so that two holders never deadlock. */
function holdAll<R>(mutex: KeyedMutex, keys: string[], fn: () => Promise<R>): Promise<R> {
  const held = [...keys]
    .sort()
    .reduceRight<() => Promise<R>>((inner, key) => () => mutex.run(key, inner), fn);
  return held();
}

/**
 * Whether the transaction may overwrite what it is about to (MongoDB's write-conflict rule, at the grain
 * of top-level fields): every document it writes is still as it first read it (or still absent), or was
 * changed outside the lock only in fields the transaction left alone, in which case its image is rebased
 * onto the document as it is now (nedb-rebase.ts); and its images still satisfy the unique indexes,
 * which a direct write may have taken a key of since the transaction checked.
 */
async function unchanged({ name, ds, reads, writes }: TxPart): Promise<boolean> {
  // The stored documents themselves: only compared, and a rebased image that shares their fields is
  // copied when it is applied (applyImages).
  const current = storedByIds(ds, [...writes.keys()]);
  const byId = new Map(current.map((doc) => [doc._id, doc]));
  for (const [id, write] of writes) {
    const image = rebase(reads.get(id) ?? null, byId.get(id) ?? null, write.image);
    if (image === 'conflict') return false;
    write.image = image;
    try {
      if (image) assertUniqueKeys(name, ds, writes, image);
    } catch (err) {
      if (err instanceof DuplicateKeyError) return false;
      throw err;
    }
  }
  return true;
}

/**
 * Commits the buffered writes of a finished transaction (parts in apply order; see
 * NedbTransaction.changes): one journal record, then each image, then the record's removal. Answers
 * false, having written nothing, when a write outside the lock got in the way; the caller runs the
 * transaction again.
 *
 * From the check to the record's removal it holds the write mutex of every collection it writes, the
 * one direct writes take (nedb-collection.ts), so no direct write lands in between; that is also why it
 * uses the datastores raw and not through port Collections, whose writes would wait for it forever.
 * Removing the record before letting go means a later commit on any of these collections never has its
 * record beside this one (replayJournal relies on it).
 */
export async function commitTransaction(
  parts: TxPart[],
  locks: KeyedMutex,
  journal: Journal,
): Promise<boolean> {
  if (parts.length === 0) return true;
  return holdAll(
    locks,
    parts.map((part) => part.name),
    async () => {
      for (const part of parts) if (!(await unchanged(part))) return false;
      const batches = parts.map(({ name, ds, writes }) => ({
        ds,
        written: serializeImages(
          [...writes].map(([_id, { image }]) => ({ collection: name, _id, doc: image })),
        ),
      }));
      const record = await journal.append(batches.flatMap((batch) => batch.written));
      failpoint('store.commit-logged');
      for (const { ds, written } of batches) {
        await applyImages(ds, written, () => failpoint('store.commit-applied'));
      }
      await journal.remove(record);
      return true;
    },
  );
}
