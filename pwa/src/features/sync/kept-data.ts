// While a user's session has ended (the server refused the token) their database stays open: the screens
// read and write it, writes wait in the outbox, and the header counts them. Nothing here calls the server;
// syncing resumes when the same user signs in again (sync-runtime.ts).

import type { RepositoryOptions } from '../../data/repository-base.ts';
import { watchCounts } from '../../data/sync-counts.ts';
import { openUserData, type UserData } from '../../data/user-data.ts';
import { resetSyncState, syncState } from './sync-state.ts';

let kept: { userId: string; data: UserData; stopCounts: () => void } | null = null;

/** Opens `userId`'s data without syncing it; calling it again for the same user changes nothing. */
export function keepUserData(userId: string, options: RepositoryOptions): void {
  if (kept?.userId === userId) return;
  stopKeeping();
  const data = openUserData(userId, options);
  kept = { userId, data, stopCounts: watchCounts(data.db, (counts) => Object.assign(syncState, counts)) };
  syncState.active = true;
}

/**
 * Stops counting for the header (the engine takes over, or the data closes); the data stays open. Given
 * the data that closes, only when that is the kept one.
 */
export function stopKeeping(closing?: UserData): void {
  if (!kept || (closing && kept.data !== closing)) return;
  kept.stopCounts();
  kept = null;
  resetSyncState();
}
