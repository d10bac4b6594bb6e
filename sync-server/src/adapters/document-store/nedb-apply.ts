// How a commit's images reach a datastore (nedb-commit.ts, and replayJournal at start): in memory all at
// once, on disk as one append of the lines the journal record was built from.
import { appendFile } from 'node:fs/promises';
import { serialize } from '@seald-io/nedb/lib/model.js';
import type { Doc } from '../../ports/document-store';
import type { NedbDatastore } from './nedb-datafile';
import type { Image } from './nedb-journal';
import { internals } from './nedb-query';

/** An image with its document as NeDB writes it in a datafile line (null: deleted). */
export interface Written {
  image: Image;
  line: string | null;
}

/** Each document serialized once, for both the journal record and its datafile. */
export function serializeImages(images: Image[]): Written[] {
  return images.map((image) => ({ image, line: image.doc ? serialize(image.doc) : null }));
}

/** Appends whole lines to the datastore's file, as NeDB's persistence does (it has no serialization hooks here). */
export async function appendLines(ds: NedbDatastore, lines: string[]): Promise<void> {
  if (lines.length > 0) await appendFile(internals(ds).persistence.filename, `${lines.join('\n')}\n`, 'utf8');
}

/**
 * Makes each document of one datastore what its image says, then calls onApplied once per image. All of
 * them change in memory at once and reach the datafile as one append: one NeDB update per image cost a
 * file append each, most of a pushed batch's time. The images become the stored documents themselves:
 * the transaction that made them is over, and nothing else holds them (watchers get copies; nedb.ts).
 * In memory, every document the images replace or delete leaves the indexes before any image enters them,
 * so images that swap a unique key among themselves never collide (together they satisfy every unique
 * index: the commit checked); should one still collide, memory is put back and the error thrown, with
 * nothing written.
 *
 * It runs in the datastore's executor, in turn with NeDB's own operations, so a reader outside the lock
 * sees each document either as it was or as its image. A crash during the append leaves a prefix of its
 * lines (loading drops a torn last one); the journal record is still there and is applied again whole.
 */
export async function applyImages(
  ds: NedbDatastore,
  written: Written[],
  onApplied: () => void,
): Promise<void> {
  if (written.length === 0) return;
  const raw = internals(ds);
  await raw.executor.pushAsync(async () => {
    const stored = written.map(({ image }) => raw.indexes._id.getMatching(image._id)[0] as Doc | undefined);
    const fresh = written.flatMap(({ image }) => (image.doc ? [image.doc] : []));
    const gone = stored.filter((doc): doc is Doc => doc !== undefined);
    for (const doc of gone) raw._removeFromIndexes(doc);
    try {
      raw._insertMultipleDocsInCache(fresh);
    } catch (err) {
      for (const doc of gone) raw._addToIndexes(doc);
      throw err;
    }
    // A deleted document gets NeDB's removal line; one that was not there needs none.
    const lines = written.flatMap(({ image, line }, i) => {
      if (line !== null) return [line];
      return stored[i] ? [serialize({ $$deleted: true, _id: image._id })] : [];
    });
    await appendLines(ds, lines);
  });
  for (const _ of written) onApplied();
}
