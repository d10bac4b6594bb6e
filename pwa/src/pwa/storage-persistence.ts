// Persistent storage: the outbox and the user's photos live in IndexedDB, which the browser may evict under
// storage pressure unless the site's storage is persistent.
let persistenceAsked = false;

/** Asks once per page load that the browser never evicts the database (the outbox lives there). */
export async function askForPersistentStorage(): Promise<void> {
  if (persistenceAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  persistenceAsked = true;
  try {
    if (!(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Refused or unsupported: the data still lives as long as the browser keeps it.
  }
}
