import { describe, expect, it } from 'vitest';
import type { CachedPhoto } from './cached-photos.ts';
import { beyondBudget, OWN_PHOTOS_MAX_BYTES, ownPhotosBudget, rankWants } from './photo-cache-plan.ts';
import type { PhotoWant } from './photo-wants.ts';

const want = (url: string, changedAt: number): PhotoWant => ({ url, imageId: url, changedAt });
const row = (url: string, bytes: number, usedAt: number): [string, CachedPhoto] => [
  url,
  { url, imageId: url, bytes, usedAt },
];

describe('the photo cache’s limit', () => {
  it('is 200 MiB, or a fifth of what the browser allows when that is less', () => {
    expect(ownPhotosBudget(null)).toBe(OWN_PHOTOS_MAX_BYTES);
    expect(ownPhotosBudget(10 * OWN_PHOTOS_MAX_BYTES)).toBe(OWN_PHOTOS_MAX_BYTES);
    expect(ownPhotosBudget(100_000_000)).toBe(20_000_000);
  });

  it('ranks photos by their last use, shown or written, the newest blogs first among equals', () => {
    const wants = [want('new-1', 300), want('new-2', 300), want('old', 100), want('older', 50)];
    expect(rankWants(wants, new Map()).map((w) => w.url)).toEqual(['new-1', 'new-2', 'old', 'older']);
    // The older blog's photo was just shown: it is now the last to go.
    const shown = new Map([row('older', 10, 500)]);
    expect(rankWants(wants, shown).map((w) => w.url)).toEqual(['older', 'new-1', 'new-2', 'old']);
  });

  it('drops the least recently used photos the limit has no room for; the last one kept may pass it', () => {
    const ranked = [want('a', 4), want('b', 3), want('c', 2), want('d', 1)];
    const rows = new Map([row('a', 40, 0), row('b', 40, 0), row('c', 40, 0), row('d', 40, 0)]);
    expect(beyondBudget(ranked, rows, 100)).toEqual(['d']);
    expect(beyondBudget(ranked, rows, 80)).toEqual(['c', 'd']);
    expect(beyondBudget(ranked, rows, 1000)).toEqual([]);
    // Photos not fetched yet take no room.
    expect(beyondBudget(ranked, new Map([row('a', 40, 0), row('d', 40, 0)]), 50)).toEqual([]);
  });
});
