export interface StorageUse {
  /** Bytes this site stores on the device (databases, cached pages and photos). */
  used: number;
  /** Bytes the browser lets it store in all; both are the browser's estimate. */
  quota: number;
}

/** How much space this site uses and may use; null where the browser cannot say. */
export async function storageUse(): Promise<StorageUse | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  try {
    const { usage, quota } = await navigator.storage.estimate();
    return usage === undefined || quota === undefined ? null : { used: usage, quota };
  } catch {
    return null;
  }
}
