// Collection.version on the SQLite store. One process owns the file and every write goes through its one
// writer, so the marks live in memory: each collection's count of ended transactions that wrote it. The
// writer moves them on in the same synchronous step as COMMIT (or ROLLBACK: a needless change only costs
// a rebuilt answer), so no read can see a commit's data under a version from before it was marked, while a
// version read before a commit may name its data (the answer is then rebuilt once more). The marks start
// again at every open, so they carry this opening's random id: a version never names other contents
// across a restart or a restore.
import { randomUUID } from 'node:crypto';

export class Versions {
  readonly #opening = randomUUID();
  readonly #counts = new Map<string, number>();

  of(collection: string): string {
    return `${this.#opening}.${this.#counts.get(collection) ?? 0}`;
  }

  /** The transaction that wrote these collections has ended. */
  ended(written: Set<string>): void {
    for (const collection of written) this.#counts.set(collection, (this.#counts.get(collection) ?? 0) + 1);
    written.clear();
  }
}
