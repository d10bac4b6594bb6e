// A write refused because the device's storage for this site is full. IndexedDB and Cache Storage throw a
// DOMException named QuotaExceededError; Dexie passes that name on (Dexie.QuotaExceededError), or wraps
// the DOMException as `inner` (an aborted transaction) or among a bulk write's `failures`.

export const STORAGE_FULL =
  "This device is out of storage space. Free some space (for example, delete photos or other sites' data) and try again; nothing you typed was lost.";

/** The standard name, and older Firefox's; a DOMException's legacy code 22 (QUOTA_EXCEEDED_ERR) says the same. */
const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

export function isQuotaExceeded(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { name, code, inner, cause, failures } = error as Record<string, unknown>;
  if ((typeof name === 'string' && QUOTA_NAMES.has(name)) || (error instanceof DOMException && code === 22))
    return true;
  const nested = [inner, cause, ...(failures && typeof failures === 'object' ? Object.values(failures) : [])];
  return nested.some((e) => isQuotaExceeded(e, depth + 1));
}
