// The public reads' answers as bytes (view-cache.ts), kept per version (public-version.ts), so a repeated
// read costs two tiny store reads instead of reading every public blog, counting views and serializing
// again. At most MAX_ENTRIES answers and MAX_BYTES of them.
import type { DocumentStore } from '../../ports/document-store';
import { type CachedView, cachePerStore } from '../view-cache';

const MAX_ENTRIES = 500;
const MAX_BYTES = 32 * 1024 * 1024;

const publicViews = cachePerStore('p1', { entries: MAX_ENTRIES, bytes: MAX_BYTES });

// Searches apart, so readers' many different searches never push the lists out.
const searchViews = cachePerStore('s1', { entries: 200, bytes: 4 * 1024 * 1024 });

/** The public answer named key at version: from memory, or built (by answer) and kept. */
export function cachedView(
  store: DocumentStore,
  version: string,
  key: string,
  answer: () => Promise<unknown>,
): Promise<CachedView> {
  return publicViews(store).view(version, key, answer);
}

/** A search's answer named key at version, as cachedView, in the searches' own room. */
export function cachedSearch(
  store: DocumentStore,
  version: string,
  key: string,
  answer: () => Promise<unknown>,
): Promise<CachedView> {
  return searchViews(store).view(version, key, answer);
}
