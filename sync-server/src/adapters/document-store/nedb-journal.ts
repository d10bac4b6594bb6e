import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import type { Doc } from '../../ports/document-store';
import { isUniqueViolation } from './nedb-collection';
import { loadDatastore, type NedbDatastore } from './nedb-datafile';

/** One document as a committed transaction leaves it: its full image, or null when it is deleted. */
export interface Image {
  collection: string;
  _id: string;
  doc: Doc | null;
}

interface JournalRecord {
  _id: string;
  images: Image[];
}

/**
 * The write-ahead journal of the embedded store, one NeDB datafile (`<dir>/_journal.db`; the underscore
 * keeps it out of reach of collection()). A commit appends one record holding every image of the
 * transaction before it touches a datafile, and removes it once all are applied. A record is one line
 * appended whole, so it is either durable or a torn tail that loading drops (nedb-datafile.ts); a record
 * found at start is a commit cut short, and applying it again completes it, since an image is a whole
 * document (or its absence) and applying one twice changes nothing.
 */
export class Journal {
  readonly #filename: string;
  #ds: Promise<NedbDatastore> | undefined;

  constructor(filename: string) {
    this.#filename = filename;
  }

  // Opened on first use, so a store that never commits a write transaction has no journal file.
  #open(): Promise<NedbDatastore> {
    if (!this.#ds) {
      const ready = loadDatastore(this.#filename);
      this.#ds = ready;
      ready.catch(() => {
        if (this.#ds === ready) this.#ds = undefined;
      });
    }
    return this.#ds;
  }

  /** Appends the record of one commit; answers its id. */
  async append(images: Image[]): Promise<string> {
    const record = await (await this.#open()).insertAsync({ images });
    return record._id;
  }

  async remove(id: string): Promise<void> {
    await (await this.#open()).removeAsync({ _id: id }, {});
  }

  /** The records of commits a crash cut short (none, and no file made, when there is no journal). */
  async pending(): Promise<JournalRecord[]> {
    const exists = await access(this.#filename, constants.F_OK).then(
      () => true,
      () => false,
    );
    if (!exists) return [];
    return (await (await this.#open()).findAsync({})) as unknown as JournalRecord[];
  }

  async compact(): Promise<void> {
    if (this.#ds) await (await this.#ds).compactDatafileAsync();
  }
}

async function applyImage(ds: NedbDatastore, { _id, doc }: Image): Promise<void> {
  if (doc === null) await ds.removeAsync({ _id }, { multi: false });
  else await ds.updateAsync({ _id }, doc, { upsert: true });
}

/**
 * Makes each document of one datastore what its image says, calling onApplied after each. Together the
 * images satisfy every unique index (the commit checked), but applied one at a time an image can still
 * collide with a document whose own image comes later (a key moving between two documents): deletions
 * go first, a colliding image waits for the next round, and when a round applies nothing the rest are
 * swapping keys among themselves, so they are removed and then inserted together.
 */
export async function applyImages(ds: NedbDatastore, images: Image[], onApplied: () => void): Promise<void> {
  let pending = [...images.filter((i) => i.doc === null), ...images.filter((i) => i.doc !== null)];
  while (pending.length > 0) {
    const blocked: Image[] = [];
    for (const image of pending) {
      try {
        await applyImage(ds, image);
        onApplied();
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        blocked.push(image);
      }
    }
    if (blocked.length === pending.length) {
      await ds.removeAsync({ _id: { $in: blocked.map((i) => i._id) } }, { multi: true });
      await ds.insertAsync(blocked.flatMap((i) => (i.doc ? [i.doc] : [])));
      for (const _ of blocked) onApplied();
      return;
    }
    pending = blocked;
  }
}

/**
 * Completes every commit the journal still holds, then forgets it. Two records can only be there
 * together if their commits ran at the same time, which they do only on disjoint collections (a commit
 * removes its record before it lets go of its collections), so the order of replay does not matter.
 */
export async function replayJournal(
  journal: Journal,
  open: (collection: string) => Promise<NedbDatastore>,
): Promise<void> {
  for (const record of await journal.pending()) {
    // Grouped in the order the commit applied them (images were stored per collection, in order).
    const byCollection = new Map<string, Image[]>();
    for (const image of record.images) {
      const group = byCollection.get(image.collection);
      if (group) group.push(image);
      else byCollection.set(image.collection, [image]);
    }
    for (const [name, images] of byCollection) await applyImages(await open(name), images, () => undefined);
    await journal.remove(record._id);
  }
}
