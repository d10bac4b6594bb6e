// The photo cache's two halves kept in step: the bytes in Cache Storage, the list in the user's database
// (cached-photos.ts). A row is written only after its bytes are stored and deleted before they are, so a
// row always means the photo is there; whatever a crash leaves behind is put right by `reconcile`.
import type { CachedPhoto } from './cached-photos.ts';
import type { UserDb } from './db.ts';

/** The rows whose bytes are in the cache; bytes without a row, and rows without bytes, are dropped. */
export async function reconcile(db: UserDb, cache: Cache): Promise<Map<string, CachedPhoto>> {
  const present = new Set((await cache.keys()).map((request) => request.url));
  const rows = await db.cachedPhotos.toArray();
  const listed = new Set(rows.map((r) => r.url));
  await db.cachedPhotos.bulkDelete(rows.filter((r) => !present.has(r.url)).map((r) => r.url));
  for (const url of present) if (!listed.has(url)) await cache.delete(url);
  return new Map(rows.filter((r) => present.has(r.url)).map((r) => [r.url, r]));
}

/** Drops variants from the cache, and from `rows` (the caller's view of it). */
export async function evict(
  db: UserDb,
  cache: Cache,
  rows: Map<string, CachedPhoto>,
  urls: readonly string[],
): Promise<void> {
  if (urls.length === 0) return;
  await db.cachedPhotos.bulkDelete([...urls]);
  for (const url of urls) {
    await cache.delete(url);
    rows.delete(url);
  }
}

/** Stores a fetched variant and lists it; answers its row. */
export async function keep(
  db: UserDb,
  cache: Cache,
  entry: Omit<CachedPhoto, 'bytes'>,
  response: Response,
): Promise<CachedPhoto> {
  const body = await response.blob();
  await cache.put(entry.url, new Response(body, { status: 200, headers: response.headers }));
  const row = { ...entry, bytes: body.size };
  await db.cachedPhotos.put(row);
  return row;
}
