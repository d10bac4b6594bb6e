// Counts the sync indicator shows, read with a live query so every tab stays current whichever tab wrote.
import { liveQuery } from 'dexie';
import type { UserDb } from './db.ts';

export interface SyncCounts {
  pending: number;
  conflicts: number;
  rejections: number;
}

export function readCounts(db: UserDb): Promise<SyncCounts> {
  return db.transaction('r', [db.outbox, db.conflicts, db.rejections], async () => ({
    pending: await db.outbox.count(),
    conflicts: await db.conflicts.filter((c) => c.resolved === 0).count(),
    rejections: await db.rejections.count(),
  }));
}

export function watchCounts(db: UserDb, onChange: (counts: SyncCounts) => void): () => void {
  const subscription = liveQuery(() => readCounts(db)).subscribe({
    next: onChange,
    error: (error: unknown) => console.error('sync: cannot count local changes', error),
  });
  return () => subscription.unsubscribe();
}
