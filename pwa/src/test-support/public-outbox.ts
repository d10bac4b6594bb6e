// Test helpers for code that queues public submissions. Import 'fake-indexeddb/auto' first in the test.
import Dexie from 'dexie';
import { vi } from 'vitest';
import { PUBLIC_OUTBOX_DB, publicOutbox } from '../data/public-outbox.ts';

/** Empties the app's outbox between tests: closes its connection and deletes the database. */
export async function resetPublicOutbox(): Promise<void> {
  await publicOutbox.close();
  await Dexie.delete(PUBLIC_OUTBOX_DB);
}

/** Makes navigator.onLine answer `false` until vi.restoreAllMocks(). */
export function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}
