// One tab syncs a database at a time (DESIGN §9): the tab holding its Web Lock leads; the others queue for
// it and take over when the leader closes or signs out. Meanwhile they follow Dexie live queries, which
// see every write the leader stores. The lock is per database (so per user): a tab still syncing one
// user never holds up another user's engine in another tab of the same browser profile.
export const SYNC_LOCK = 'travel-blog-sync';

/** The lock of the engine syncing the database named `dbName`. */
export const syncLockName = (dbName: string): string => `${SYNC_LOCK}:${dbName}`;

/** Runs `lead` while holding `name`; resolves when it returns or `signal` aborts the wait. */
export type LockRunner = (name: string, signal: AbortSignal, lead: () => Promise<void>) => Promise<void>;

export const webLock: LockRunner = async (name, signal, lead) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Without Web Locks every tab syncs; that stays correct (the server answers a resent seq "duplicate").
  if (!locks) return lead();
  try {
    await locks.request(name, { signal }, lead);
  } catch (error) {
    if (!signal.aborted) throw error;
  }
};

/** Every engine leads at once: for tests, where each engine stands for a separate device. */
export const noLock: LockRunner = (_name, _signal, lead) => lead();

export function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}
