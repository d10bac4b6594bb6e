// The failure a write meets on a full device, as Chromium reports it through Dexie: the transaction
// aborts, and the DOMException naming the quota travels inside Dexie's AbortError.
import Dexie from 'dexie';

export function storageFullError(): Error {
  const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  return new Dexie.AbortError('Transaction aborted', quota);
}
