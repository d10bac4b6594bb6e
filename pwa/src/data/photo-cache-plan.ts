// How much of the user's own photos the device keeps, and which go first. The limit is in bytes, not
// entries: what fills a device is bytes, and variants range from tens of kilobytes to half a megabyte.
// Photos are ranked by when they were last used (shown on a screen, or their blog changed), so the least
// recently used are the ones beyond the limit; the ranking only changes when something is shown or
// written, so a full cache does not fetch and evict the same photos again on every sync.
import type { CachedPhoto } from './cached-photos.ts';
import type { PhotoWant } from './photo-wants.ts';

/** At most this much, however large the device (about a thousand photos at phone sizes). */
export const OWN_PHOTOS_MAX_BYTES = 200 * 1024 * 1024;
/** ...and at most this share of what the browser lets the site store, so small devices keep room. */
export const OWN_PHOTOS_QUOTA_SHARE = 0.2;

export function ownPhotosBudget(quota: number | null): number {
  if (quota === null) return OWN_PHOTOS_MAX_BYTES;
  return Math.min(OWN_PHOTOS_MAX_BYTES, Math.floor(quota * OWN_PHOTOS_QUOTA_SHARE));
}

const lastUse = (want: PhotoWant, row: CachedPhoto | undefined) => Math.max(want.changedAt, row?.usedAt ?? 0);

/** The wanted variants, most recently used first; ties keep the wanted order (newest blogs first). */
export function rankWants(wants: readonly PhotoWant[], rows: ReadonlyMap<string, CachedPhoto>): PhotoWant[] {
  return wants
    .map((want, order) => ({ want, order, used: lastUse(want, rows.get(want.url)) }))
    .sort((a, b) => b.used - a.used || a.order - b.order)
    .map(({ want }) => want);
}

/**
 * The cached variants the limit has no room for: walking the ranking, a photo is kept while the photos
 * before it take less than the budget (so the last one kept may pass it), and everything after goes.
 */
export function beyondBudget(
  ranked: readonly PhotoWant[],
  rows: ReadonlyMap<string, CachedPhoto>,
  budget: number,
): string[] {
  let total = 0;
  const beyond: string[] = [];
  for (const want of ranked) {
    const row = rows.get(want.url);
    if (!row) continue;
    if (total >= budget) beyond.push(want.url);
    else total += row.bytes;
  }
  return beyond;
}
