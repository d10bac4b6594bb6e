// Persistent storage: the outbox and the user's photos live in IndexedDB, which the browser may evict under
// storage pressure unless the site's storage is persistent. Every call answers null where the browser has
// no Storage API, so screens can say so instead of guessing.

/** Whether the browser keeps this site's data until the user clears it; null: it cannot tell. */
export async function storagePersisted(): Promise<boolean | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persisted) return null;
  try {
    return await navigator.storage.persisted();
  } catch {
    return null;
  }
}

/** Asks the browser to keep this site's data; answers whether it is persistent now (null: cannot ask). */
export async function requestPersistentStorage(): Promise<boolean | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return null;
  try {
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    // Refused or blocked (private mode): the data still lives as long as the browser keeps it.
    return false;
  }
}

let asked = false;

/** Asks at most once per page load: Firefox shows the user a prompt for it, and a "no" should stick. */
export async function askForPersistentStorage(): Promise<void> {
  if (asked) return;
  asked = true;
  await requestPersistentStorage();
}
