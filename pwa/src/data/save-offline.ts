// Saving a public blog for offline reading, refreshing the saved copy, and removing it. The row is written
// before its photos are fetched, so a prefetch pass running meanwhile keeps them (it keeps what saved blogs
// show); removing it drops its photos from the cache unless the user's own blogs or another saved blog
// show them too.
import { ownPhotosCacheName, touchCachedPhotos } from './cached-photos.ts';
import { readMeta, type UserDb } from './db.ts';
import { evict, keep } from './photo-cache-store.ts';
import { PREFETCH_HEADER } from './photo-prefetch.ts';
import { type PhotoWant, photoWants, type Screen } from './photo-wants.ts';
import { photosIn } from './photos.ts';
import { type SavedBlog, type SavedDoc, savedImageIds, wantedSaved } from './saved-blogs.ts';

export interface SaveEnv {
  caches: CacheStorage;
  fetch: typeof fetch;
  screen: Screen;
  /** Called with the photos kept so far and how many the blog has. */
  onProgress?: ((done: number, total: number) => void) | undefined;
  now?: number;
  concurrency?: number;
}

const CONCURRENCY = 3;

async function fetchPhoto(db: UserDb, cache: Cache, env: SaveEnv, want: PhotoWant): Promise<void> {
  // A photo the reader just looked at is in the worker's `media` cache: copied, not downloaded again.
  const response =
    (await env.caches.match(want.url, { cacheName: 'media' })) ??
    (await env.fetch(want.url, { headers: { [PREFETCH_HEADER]: '1' } }));
  if (response.status !== 200) throw new Error(`a photo could not be downloaded (${response.status})`);
  await keep(db, cache, { url: want.url, imageId: want.imageId, usedAt: want.changedAt }, response);
}

async function fetchPhotos(db: UserDb, saved: SavedBlog, env: SaveEnv): Promise<void> {
  const cache = await env.caches.open(ownPhotosCacheName((await readMeta(db)).userId));
  const wants = photoWants([wantedSaved(saved)], env.screen);
  const kept = await db.cachedPhotos.bulkGet(wants.map((w) => w.url));
  const missing = wants.filter((_, i) => kept[i] === undefined);
  let done = wants.length - missing.length;
  env.onProgress?.(done, wants.length);
  let next = 0;
  const worker = async () => {
    for (let want = missing[next++]; want; want = missing[next++]) {
      await fetchPhoto(db, cache, env, want);
      env.onProgress?.(++done, wants.length);
    }
  };
  await Promise.all(Array.from({ length: env.concurrency ?? CONCURRENCY }, worker));
  await touchCachedPhotos(db, savedImageIds(saved.doc), saved.savedAt);
}

/** Photos nothing else on the device shows (the user's blogs, other saved blogs) leave the cache. */
async function releasePhotos(db: UserDb, storage: CacheStorage, imageIds: readonly string[]): Promise<void> {
  const used = new Set<string>();
  // The summaries name the same photos as the blogs, without the stories (blog-summaries.ts).
  await db.blogSummaries.each((blog) => {
    for (const id of photosIn(blog)) used.add(id);
    for (const id of savedImageIds({ _id: blog._id, imageData: blog.imageData })) used.add(id);
  });
  await db.savedBlogs.each((saved) => {
    for (const id of savedImageIds(saved.doc)) used.add(id);
  });
  const free = imageIds.filter((id) => !used.has(id));
  if (free.length === 0) return;
  const urls = (await db.cachedPhotos.where('imageId').anyOf(free).primaryKeys()).map(String);
  const cache = await storage.open(ownPhotosCacheName((await readMeta(db)).userId));
  await evict(db, cache, new Map(), urls);
}

/**
 * Saves the blog's text and photos, or refreshes a saved copy with a newer one. A first save is all or
 * nothing: if a photo cannot be fetched the blog is not saved and the error is thrown. A refresh that
 * fails keeps the new text and whatever photos it had.
 */
export async function saveBlogOffline(db: UserDb, doc: SavedDoc, env: SaveEnv): Promise<void> {
  const before = await db.savedBlogs.get(doc._id);
  const saved: SavedBlog = { _id: doc._id, doc, savedAt: env.now ?? Date.now(), gone: false };
  await db.savedBlogs.put(saved);
  try {
    await fetchPhotos(db, saved, env);
  } catch (error) {
    if (!before) await removeSavedBlog(db, doc._id, env.caches);
    throw error;
  }
  if (before) await releasePhotos(db, env.caches, savedImageIds(before.doc));
}

/** Forgets a saved blog and frees the space its photos took. */
export async function removeSavedBlog(db: UserDb, id: string, storage: CacheStorage): Promise<void> {
  const saved = await db.savedBlogs.get(id);
  if (!saved) return;
  await db.savedBlogs.delete(id);
  await releasePhotos(db, storage, savedImageIds(saved.doc));
}

/** The server no longer shows the blog publicly: the copy stays readable until the user removes it. */
export async function markSavedBlogGone(db: UserDb, id: string): Promise<void> {
  await db.savedBlogs.update(id, { gone: true });
}
