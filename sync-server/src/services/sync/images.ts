// Photos devices upload by content hash before the blog mutation naming them (DESIGN "Sync protocol"
// §8). The registry maps a hash to the stored ImageRef, so a retried or repeated upload is never
// processed or stored twice; a hash nobody's blog uses a day after its last upload is swept with its blobs.
import { createHash } from 'node:crypto';
import type { ImageRef } from '../../../../shared/entities/image';
import { DELETED_CONFLICT } from '../../../../shared/sync/delete-rule';
import { PHOTO_NOT_UPLOADED } from '../../../../shared/sync/photo-refusal';
import type { Deps } from '../../deps';
import { failpoint } from '../../failpoints';
import type { LockedStore } from '../../ports/document-store';
import { DuplicateKeyError } from '../../ports/document-store';
import { BLOGS } from '../blogs/blog-doc';
import { ValidationError } from '../errors';
import { blobKeyOf } from '../images/blob-key-of';
import { encodeQueued } from '../images/encode-limit';
import { persistImage } from '../images/store-image';
import { CONFLICTS } from './conflicts';

export const IMAGES = 'sync_images';
export const UNUSED_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;

export interface ImageDoc {
  _id: string;
  ref: ImageRef;
  userID: string;
  createdAt: string;
}

export async function uploadImageByHash(
  deps: Pick<Deps, 'store' | 'blobs'>,
  userId: string,
  hash: string,
  bytes: Uint8Array,
  now = new Date(),
): Promise<{ image: ImageRef; created: boolean }> {
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== hash)
    throw new ValidationError('The photo does not match its hash; it may have been cut short');
  const images = deps.store.collection<ImageDoc>(IMAGES);
  const known = await images.findOne({ _id: hash });
  if (known) {
    await restartUnusedDay(deps, hash, now);
    return { image: known.ref, created: false };
  }
  const ref = await persistImage(
    deps.blobs,
    await encodeQueued(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
  );
  // The crash tests kill the server here: the variants are stored, the registry does not name them (faults/).
  failpoint('upload.image-stored');
  try {
    await images.insertOne({ _id: hash, ref, userID: userId, createdAt: now.toISOString() });
    return { image: ref, created: true };
  } catch (error) {
    const first = error instanceof DuplicateKeyError && (await images.findOne({ _id: hash }));
    if (first) return { image: first.ref, created: false };
    throw error;
  }
}

/**
 * The stored photo of this hash, or null. A device asks before it sends a blog again that names a photo it
 * holds no bytes of (a server restored from a backup may have lost it): like an upload of a known photo,
 * the question starts its unused day over, since that blog is on its way.
 */
export async function knownImage(
  deps: Pick<Deps, 'store'>,
  hash: string,
  now = new Date(),
): Promise<ImageRef | null> {
  const known = await deps.store.collection<ImageDoc>(IMAGES).findOne({ _id: hash });
  if (known) await restartUnusedDay(deps, hash, now);
  return known?.ref ?? null;
}

/**
 * The ImageRefs of uploaded photos, in order; a hash not uploaded yet rejects the mutation. `known` are the
 * photos the blog already shows: a device may keep them whether or not they came through this registry
 * (photos stored by the REST calls and the seed never did).
 */
export async function resolveImages(
  tx: LockedStore,
  hashes: readonly string[],
  known: ReadonlyMap<string, ImageRef> = new Map(),
): Promise<ImageRef[]> {
  const docs = await tx
    .collection<ImageDoc>(IMAGES)
    .find({ _id: { $in: hashes.filter((h) => !known.has(h)) } });
  const byHash = new Map([...known, ...docs.map((d): [string, ImageRef] => [d._id, d.ref])]);
  return hashes.map((h) => {
    const ref = byHash.get(h);
    // The device matches this reason and uploads the photo again (shared/sync/photo-refusal.ts).
    if (!ref) throw new ValidationError(PHOTO_NOT_UPLOADED);
    return ref;
  });
}

/**
 * A photo uploaded again is a device about to push the blog naming it (after a refusal for the missing
 * photo, or a resumed upload): its day without a blog starts over, so the sweep does not take it meanwhile.
 */
export async function restartUnusedDay(
  deps: Pick<Deps, 'store'>,
  hash: string,
  now = new Date(),
): Promise<void> {
  await deps.store
    .collection<ImageDoc>(IMAGES)
    .updateOne(
      { _id: hash, createdAt: { $lt: now.toISOString() } },
      { $set: { createdAt: now.toISOString() } },
    );
}

/**
 * Deletes an image's blobs and registry entry if no blog shows it and no deleted blog kept in an open
 * `deleted` conflict (blogs/blog-writes.ts deleteBlogTx) would get it back with its undo.
 */
export async function releaseIfUnused(deps: Pick<Deps, 'store' | 'blobs'>, ref: ImageRef): Promise<boolean> {
  const inUse = await deps.store.collection(BLOGS).count({
    $or: [{ 'imageData.heroImage.id': ref.id }, { 'imageData.imageUrls.id': ref.id }],
  });
  if (inUse > 0) return false;
  const kept = await deps.store.collection(CONFLICTS).count({
    kind: DELETED_CONFLICT,
    entity: 'blog',
    resolved: { $ne: true },
    $or: [{ 'lost.imageData.heroImage.id': ref.id }, { 'lost.imageData.imageUrls.id': ref.id }],
  });
  if (kept > 0) return false;
  const keys = ref.variants.map((v) => blobKeyOf(deps.blobs, v.url)).filter((k) => k !== null);
  await deps.blobs.deleteMany(keys);
  await deps.store.collection(IMAGES).deleteOne({ _id: ref.id });
  return true;
}

/** Uploaded photos no blog used within the TTL (the device gave up, or its blog was deleted) go. */
export async function sweepUnusedImages(
  deps: Pick<Deps, 'store' | 'blobs'>,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_IMAGE_TTL_MS).toISOString();
  let removed = 0;
  for (const doc of await deps.store.collection<ImageDoc>(IMAGES).find({ createdAt: { $lt: cutoff } })) {
    if (await releaseIfUnused(deps, doc.ref)) removed += 1;
  }
  return removed;
}
