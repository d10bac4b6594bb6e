// The last public list this browser fetched, so the home page lists featured blogs offline. It describes
// public content, not an account, so it is a device-level key (not under the per-user prefix that signing
// out clears). Storage is reached through a getter: touching localStorage throws where site data is blocked.
import { type BlogSummary, summarizeAll } from './public-feed.ts';

export const FEED_CACHE_KEY = 'travel-blog:public-blogs';

interface CachedFeed {
  savedAt: string;
  blogs: unknown[];
}

export function readCachedFeed(storage: () => Storage = () => localStorage): BlogSummary[] | null {
  try {
    const stored = JSON.parse(storage().getItem(FEED_CACHE_KEY) ?? 'null') as CachedFeed | null;
    return Array.isArray(stored?.blogs) ? summarizeAll(stored.blogs) : null;
  } catch {
    return null;
  }
}

export function saveCachedFeed(blogs: readonly BlogSummary[], storage: () => Storage = () => localStorage) {
  const value: CachedFeed = { savedAt: new Date().toISOString(), blogs: [...blogs] };
  try {
    storage().setItem(FEED_CACHE_KEY, JSON.stringify(value));
  } catch {
    // Blocked or full storage: the list still shows now, it just will not be there offline.
  }
}
