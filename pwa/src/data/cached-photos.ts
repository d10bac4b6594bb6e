// The server's photo variants this device keeps so the user's own blogs show offline. The bytes are in a
// Cache Storage cache of the user's own (the service worker's `media` route reads it, see
// pwa/src/pwa/media-cache-plugin.ts); the user's database lists each entry with its size and when it was
// last shown, for the size limit and least-recently-used eviction, and so pruning knows which device
// copies the cache now stands in for. A separate cache, rather than `media`, so that reading other
// people's blogs never pushes the user's own photos out.
import type { UserDb } from './db.ts';

export interface CachedPhoto {
  /** The variant's absolute URL, its key in the cache. */
  url: string;
  /** The photo's id (the SHA-256 its blog names it by). */
  imageId: string;
  bytes: number;
  /** When a screen last showed the photo, or its blog last changed (ms); the least recent goes first. */
  usedAt: number;
}

/** The worker's media route matches this prefix by its literal text (media-cache-plugin.ts). */
export const OWN_PHOTOS_CACHE_PREFIX = 'own-photos-';

export const ownPhotosCacheName = (userId: string): string => `${OWN_PHOTOS_CACHE_PREFIX}${userId}`;

/** Forgets the user's kept photos (with their database; see deleteUserDb). */
export async function deleteOwnPhotoCache(userId: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(ownPhotosCacheName(userId));
}

/** The photos the cache holds a variant of. */
export async function cachedImageIds(db: UserDb): Promise<Set<string>> {
  return new Set((await db.cachedPhotos.orderBy('imageId').uniqueKeys()).map(String));
}

/** Marks photos as shown now, so they are the last to go when the cache is full. */
export async function touchCachedPhotos(db: UserDb, imageIds: readonly string[], now = Date.now()) {
  if (imageIds.length === 0) return;
  await db.cachedPhotos.where('imageId').anyOf(imageIds).modify({ usedAt: now });
}
