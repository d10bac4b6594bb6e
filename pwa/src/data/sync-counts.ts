// Counts the sync indicator shows, read with a live query so every tab stays current whichever tab wrote.
import { liveQuery } from 'dexie';
import type { UserDb } from './db.ts';
import { stillToDecide } from './undone-deletes.ts';

export interface SyncCounts {
  pending: number;
  conflicts: number;
  rejections: number;
  /** Writes sent again after the server went back in time, until the user dismisses the notice; 0 none. */
  sentAgain: number;
}

export function readCounts(db: UserDb): Promise<SyncCounts> {
  // The documents' tables too: a `deleted` conflict is decided here once its copy is back (undone-deletes.ts).
  const tables = [db.outbox, db.conflicts, db.rejections, db.tasks, db.drafts, db.blogs, db.meta];
  return db.transaction('r', tables, async () => ({
    pending: await db.outbox.count(),
    conflicts: (await stillToDecide(db, await db.conflicts.filter((c) => c.resolved === 0).toArray())).length,
    rejections: await db.rejections.count(),
    sentAgain: (await db.meta.get('sync'))?.restoredNotice?.resent ?? 0,
  }));
}

export function watchCounts(db: UserDb, onChange: (counts: SyncCounts) => void): () => void {
  const subscription = liveQuery(() => readCounts(db)).subscribe({
    next: onChange,
    error: (error: unknown) => console.error('sync: cannot count local changes', error),
  });
  return () => subscription.unsubscribe();
}
