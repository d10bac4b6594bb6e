import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import type { Doc } from '../../ports/document-store';
import { appendLines, applyImages, serializeImages, type Written } from './nedb-apply';
import { loadDatastore, type NedbDatastore } from './nedb-datafile';
import { internals } from './nedb-query';

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

  /**
   * Appends the record of one commit; answers its id. The line is built from the images' lines, which
   * the datafiles then get too (nedb-apply.ts), rather than NeDB copying, checking and serializing the
   * whole record once more; the record also enters the journal's memory, so a compaction keeps it.
   */
  async append(written: Written[]): Promise<string> {
    const ds = await this.#open();
    const record: JournalRecord = { _id: randomUUID(), images: written.map((w) => w.image) };
    const images = written.map(
      ({ image, line }) =>
        `{"collection":${JSON.stringify(image.collection)},"_id":${JSON.stringify(image._id)},"doc":${line ?? 'null'}}`,
    );
    const raw = internals(ds);
    await raw.executor.pushAsync(async () => {
      raw._addToIndexes(record);
      await appendLines(ds, [`{"images":[${images.join(',')}],"_id":${JSON.stringify(record._id)}}`]);
    });
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
    for (const [name, images] of byCollection)
      await applyImages(await open(name), serializeImages(images), () => undefined);
    await journal.remove(record._id);
  }
}
