// The revision a write gives a document. Revisions count a document's writes, and stand for what a writer
// saw: an edit made on revision N (a device's baseRev, a website's If-Match) has seen every write up to N.
// A store restored from a backup no longer holds the writes numbered past the backup, yet screens and
// devices still hold those numbers; so its revisions start above a floor the restore raised past every
// number handed out before (LockedStore.revisionFloor), and an edit made on one of the lost revisions
// meets the writes made since the restore as writes it has not seen, never as ones it has.
import type { LockedStore } from '../../ports/document-store';

/** The revision of a document created now. */
export function firstRevision(tx: Pick<LockedStore, 'revisionFloor'>): number {
  return tx.revisionFloor + 1;
}

/** The revision of the write after `current` (0 for a document stored before revisions were kept). */
export function nextRevision(tx: Pick<LockedStore, 'revisionFloor'>, current: number): number {
  return Math.max(current, tx.revisionFloor) + 1;
}
