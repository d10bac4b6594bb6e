// The words of the "storage on this device" section (pure, so every case is tested): whether the browser
// keeps the user's data, how much space it takes, and what that means for them.
import type { StorageUse } from '../../pwa/storage-estimate.ts';

export const STORAGE_TITLE = 'storage on this device';
export const CHECKING_STORAGE = 'checking storage…';
export const KEPT = 'Your data is kept: the browser will not clear it from this device to make room.';
export const NOT_KEPT =
  'The browser may clear this site’s data when the device runs low on space. Sync when you can, so changes saved only on this device are not lost.';
export const NO_STORAGE_API =
  'This browser does not say whether it keeps this site’s data or how much space it uses. Sync when you can, so changes saved only on this device are not lost.';
export const NO_ESTIMATE = 'This browser does not say how much space the site uses.';
export const ASK_TO_KEEP = 'ask the browser to keep my data';
export const NOW_KEPT = 'Done: the browser will keep your data on this device.';
export const STILL_NOT_KEPT =
  'The browser said no for now. Browsers agree more readily once the app is installed or used often, so try again later.';

const MB = 1_000_000;
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** Bytes in megabytes, as people read them: "0 MB", "less than 0.1 MB", "3.2 MB", "10,737.4 MB". */
export function megabytes(bytes: number): string {
  if (bytes > 0 && bytes < MB / 10) return 'less than 0.1 MB';
  return `${oneDecimal.format(bytes / MB)} MB`;
}

/** The rows of the section's table: what is used and what is left. */
export function spaceRows({ used, quota }: StorageUse): [string, string][] {
  return [
    ['used', megabytes(used)],
    ['available', megabytes(Math.max(0, quota - used))],
  ];
}

/** What the persistence state means for the user; null persisted: the browser has no Storage API. */
export function keptText(persisted: boolean | null): string {
  if (persisted === null) return NO_STORAGE_API;
  return persisted ? KEPT : NOT_KEPT;
}
