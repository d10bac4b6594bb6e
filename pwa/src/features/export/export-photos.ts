// Where an exported photo's bytes come from, asked one photo at a time as the zip reaches it: the resized
// photo this device stored (waiting to upload, or kept since), else the server's copy this device keeps for
// offline use (the own-photos cache, then the worker's `media` cache, widest first), else the server when
// the network is up. None of these reads the bytes: a Blob or a Response is handed to the zip, which
// streams it. A photo found nowhere answers null and is listed as missing; it never fails the export.
import type { ImageRef } from '../../../../shared/entities/image.ts';
import { ownPhotosCacheName } from '../../data/cached-photos.ts';
import type { UserDb } from '../../data/db.ts';
import { PREFETCH_HEADER } from '../../data/photo-prefetch.ts';

export interface PhotoEnv {
  /** Absent where the browser has no Cache Storage (and in unit tests). */
  caches?: CacheStorage;
  fetch: typeof fetch;
  online: () => boolean;
  /** The app's origin, which the server's relative /media URLs are resolved against. */
  origin: string;
  userId: string;
}

export interface FoundPhoto {
  input: Blob | Response;
  type: string;
  /** Where it was found, for its extension when the type says nothing. */
  url?: string;
}

/** A photo the export looks for: its id (the blog's hash) and the server's reference when it has one. */
export interface WantedPhoto {
  id: string;
  ref: ImageRef | null;
}

const typeOf = (response: Response): string => response.headers.get('content-type') ?? '';

async function fromDevice(db: UserDb, id: string): Promise<FoundPhoto | null> {
  const stored = await db.blobs.get(id);
  if (!stored?.blob) return null;
  return { input: stored.blob, type: stored.type || stored.blob.type };
}

async function fromOwnCache(db: UserDb, env: PhotoEnv, id: string): Promise<FoundPhoto | null> {
  if (!env.caches) return null;
  const rows = await db.cachedPhotos.where('imageId').equals(id).toArray();
  if (rows.length === 0) return null;
  const cache = await env.caches.open(ownPhotosCacheName(env.userId));
  for (const row of rows.sort((a, b) => b.bytes - a.bytes)) {
    const response = await cache.match(row.url);
    if (response?.ok) return { input: response, type: typeOf(response), url: row.url };
  }
  return null;
}

/** The server's URLs of a photo, the full-size one first and then the variants widest first. */
function serverUrls(ref: ImageRef, origin: string): string[] {
  const variants = [...ref.variants].sort((a, b) => b.width - a.width).map((v) => v.url);
  return [...new Set([ref.url, ...variants])].map((url) => new URL(url, origin).href);
}

async function fromMediaCache(env: PhotoEnv, ref: ImageRef): Promise<FoundPhoto | null> {
  if (!env.caches) return null;
  for (const url of serverUrls(ref, env.origin)) {
    const response = await env.caches.match(url, { cacheName: 'media' });
    if (response?.ok) return { input: response, type: typeOf(response), url };
  }
  return null;
}

async function fromServer(env: PhotoEnv, ref: ImageRef): Promise<FoundPhoto | null> {
  if (!env.online()) return null;
  const url = serverUrls(ref, env.origin)[0] as string;
  try {
    // The header keeps the worker's media route out of it (media-cache-plugin.ts): straight to the server.
    const response = await env.fetch(url, { headers: { [PREFETCH_HEADER]: '1' } });
    if (response.ok) return { input: response, type: typeOf(response), url };
    await response.body?.cancel();
  } catch {
    // The network went away meanwhile: the photo is listed as missing.
  }
  return null;
}

/** The photo's bytes from the nearest place that has them, or null. */
export async function findPhoto(db: UserDb, env: PhotoEnv, wanted: WantedPhoto): Promise<FoundPhoto | null> {
  const found = (await fromDevice(db, wanted.id)) ?? (await fromOwnCache(db, env, wanted.id));
  if (found || !wanted.ref) return found;
  return (await fromMediaCache(env, wanted.ref)) ?? (await fromServer(env, wanted.ref));
}
