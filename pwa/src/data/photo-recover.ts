// A blog write the server refused for a photo it does not have, naming a photo this device holds no bytes
// of: a server restored from a backup older than the photo (issue 30) after the device let its own copy go
// once the server's variant was kept in the photo cache (photo-prune.ts). The refused write is held
// (photo-retry.ts) and the photo noted here; the cycle's photo step then asks the server whether it has the
// photo after all (another of the write's photos was the missing one), and if not, sends the variant the
// photo cache keeps as a photo of its own, named by the SHA-256 of its bytes (what the server checks): the
// queued writes and the blog record name it instead. With no variant either, or refused again and again,
// the writes go without the photo and a refusal names it (photo-refused.ts), so the text is never lost.
import type { ImageRef } from '../../../shared/entities/image.ts';
import { PHOTO_RESENDS } from '../../../shared/sync/photo-refusal.ts';
import { ownPhotosCacheName } from './cached-photos.ts';
import { readMeta, type UserDb } from './db.ts';
import { leavePhotosOut } from './photo-refused.ts';
import { photosIn, photosQueued } from './photos.ts';
import type { LostPhoto, StoredBlob, SyncMeta } from './records.ts';
import { sha256Hex } from './sha256.ts';
import type { SyncApi } from './sync-api.ts';

export const PHOTO_LOST = 'The server did not keep this photo';

/** Inside the caller's transaction on meta: the refused writes name these photos, held by no blob here. */
export async function noteLostPhotos(db: UserDb, shas: readonly string[]): Promise<void> {
  const meta = await readMeta(db);
  const lostPhotos = { ...meta.lostPhotos };
  // Refused again: whether the server has it is asked again.
  for (const sha of shas) lostPhotos[sha] = { refusals: (lostPhotos[sha]?.refusals ?? 0) + 1 };
  await db.meta.put({ ...meta, lostPhotos });
}

/** The noted photos the photo step has still to settle: writes naming them wait (push-store.ts claimBatch). */
export function unsettledLostPhotos(meta: Pick<SyncMeta, 'lostPhotos'>): string[] {
  return Object.entries(meta.lostPhotos ?? {}).flatMap(([sha, lost]) => (lost.onServer ? [] : [sha]));
}

/** Whether refused writes wait on a noted photo that a queued write still names. */
export async function lostPhotosWaiting(db: UserDb): Promise<boolean> {
  const unsettled = unsettledLostPhotos(await readMeta(db));
  if (unsettled.length === 0) return false;
  const named = photosQueued(await db.outbox.toArray());
  return unsettled.some((sha) => named.has(sha));
}

/** The photo fields of a blog's write or record, naming `to` where they named `from`. */
function renamedIn(fields: { heroImage?: unknown; imageUrls?: unknown }, from: string, to: string) {
  const changed: { heroImage?: string; imageUrls?: unknown[] } = {};
  if (fields.heroImage === from) changed.heroImage = to;
  if (Array.isArray(fields.imageUrls) && fields.imageUrls.includes(from))
    changed.imageUrls = fields.imageUrls.map((sha) => (sha === from ? to : sha));
  return changed;
}

/** Every queued write and blog record naming the photo `from` names `to` instead; inside a transaction. */
async function renamePhoto(db: UserDb, from: string, to: string): Promise<void> {
  await db.outbox
    .filter((e) => e.entity === 'blog' && photosIn(e.fields).includes(from))
    .modify((e) => {
      e.fields = { ...e.fields, ...renamedIn(e.fields, from, to) };
    });
  await db.blogs
    .filter((blog) => photosIn(blog).includes(from))
    .modify((blog) => {
      Object.assign(blog, renamedIn(blog, from, to));
    });
}

/** The variant's size, read off the blog's reference to the photo (the cache keeps bytes only). */
function sizeOf(ref: ImageRef | undefined, url: string): Pick<StoredBlob, 'width' | 'height'> {
  const variant = ref?.variants.find((v) => url.endsWith(v.url));
  if (!ref || !variant) return {};
  return { width: variant.width, height: Math.round((variant.width * ref.height) / ref.width) };
}

/** The largest variant of the photo the photo cache keeps, as a photo to upload; null when it keeps none. */
async function cachedCopy(db: UserDb, caches: CacheStorage, sha: string): Promise<StoredBlob | null> {
  const rows = await db.cachedPhotos.where('imageId').equals(sha).toArray();
  if (rows.length === 0) return null;
  const cache = await caches.open(ownPhotosCacheName((await readMeta(db)).userId));
  let ref: ImageRef | undefined;
  await db.blogs.each((blog) => {
    for (const r of [blog.imageData?.heroImage, ...(blog.imageData?.imageUrls ?? [])])
      if (r?.id === sha) ref = r;
  });
  for (const row of rows.sort((a, b) => b.bytes - a.bytes)) {
    const response = await cache.match(row.url);
    if (!response?.ok) continue;
    const blob = await response.blob();
    const type = blob.type || response.headers.get('content-type') || 'image/webp';
    return {
      sha256: await sha256Hex(blob),
      blob,
      type,
      size: blob.size,
      uploaded: 0,
      ...sizeOf(ref, row.url),
    };
  }
  return null;
}

/**
 * The photo step's first part: settles every noted photo. Answers how many were replaced by a cached copy.
 * `caches` is the browser's Cache Storage, or null where there is none (nothing can be recovered then).
 */
export async function recoverLostPhotos(
  db: UserDb,
  api: Pick<SyncApi, 'hasPhoto'>,
  caches: CacheStorage | null,
  now = new Date(),
): Promise<number> {
  const { lostPhotos = {} } = await readMeta(db);
  if (Object.keys(lostPhotos).length === 0) return 0;
  const named = photosQueued(await db.outbox.toArray());
  const done = new Set<string>();
  const onServer = new Set<string>();
  const copies = new Map<string, StoredBlob>();
  const gone = new Map<string, string>();
  for (const [sha, { refusals, onServer: known }] of Object.entries(lostPhotos)) {
    if (!named.has(sha)) done.add(sha);
    else if (refusals > PHOTO_RESENDS) gone.set(sha, PHOTO_LOST);
    else if (known) continue;
    // The server has it: another photo of the write was the missing one. The write goes again as it is.
    else if (await api.hasPhoto(sha)) onServer.add(sha);
    else {
      const copy = caches ? await cachedCopy(db, caches, sha) : null;
      if (copy) copies.set(sha, copy);
      else gone.set(sha, PHOTO_LOST);
    }
  }
  await db.transaction('rw', [db.meta, db.outbox, db.blogs, db.blobs, db.rejections], async () => {
    for (const [sha, copy] of copies) {
      // Kept in step with a write made meanwhile: the rename covers every write naming it now.
      if (!(await db.blobs.get(copy.sha256))) await db.blobs.put(copy);
      await renamePhoto(db, sha, copy.sha256);
    }
    await leavePhotosOut(db, gone, now);
    const meta = await readMeta(db);
    const left = Object.entries(meta.lostPhotos ?? {})
      .filter(([sha]) => !done.has(sha) && !copies.has(sha) && !gone.has(sha))
      .map(([sha, lost]): [string, LostPhoto] => [
        sha,
        onServer.has(sha) ? { ...lost, onServer: true } : lost,
      ]);
    await db.meta.put({ ...meta, lostPhotos: Object.fromEntries(left) });
  });
  return copies.size;
}
