// Photos up to the server: the ones queued blog writes name go up before those writes (the server
// refuses a blog naming a photo it does not have), a few at a time, since the server makes each one's
// variants on its own core while the next one's bytes travel. A photo that fails holds back only the
// writes naming it (claimBatch); the other photos, writes and the pull still go in that cycle.
import { ApiError } from '../api/client.ts';
import type { UserDb } from './db.ts';
import { recoverLostPhotos } from './photo-recover.ts';
import { photosQueued } from './photos.ts';
import type { StoredBlob } from './records.ts';
import type { SyncApi } from './sync-api.ts';

export interface UploadProgress {
  /** Bytes sent of the photos this round uploads (the server's copy of a resumed one counts as sent). */
  sent: number;
  total: number;
}

/** Uploads at once: enough to keep two server cores busy, few enough to leave the link to each photo. */
export const UPLOADS_AT_ONCE = 3;

// 408 and 429 mean "not now"; 401 means "sign in again". Any other 4xx is the server's final word.
const refusedForGood = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);

export async function uploadQueuedPhotos(
  db: UserDb,
  api: Pick<SyncApi, 'uploadPhoto'>,
  onProgress: (progress: UploadProgress | null) => void,
): Promise<number> {
  const wanted = photosQueued(await db.outbox.toArray());
  const photos = (await db.blobs.bulkGet([...wanted])).filter(
    (p): p is StoredBlob => p !== undefined && p.uploaded === 0 && !p.failed,
  );
  if (photos.length === 0) return 0;
  const total = photos.reduce((sum, p) => sum + p.size, 0);
  const sent = new Map<string, number>();
  const report = () => onProgress({ sent: [...sent.values()].reduce((a, b) => a + b, 0), total });

  async function upload(photo: StoredBlob): Promise<void> {
    try {
      const ref = await api.uploadPhoto(photo.sha256, photo.blob, (loaded) => {
        sent.set(photo.sha256, Math.min(loaded, photo.size));
        report();
      });
      await db.blobs.update(photo.sha256, { uploaded: 1, ref });
    } catch (error) {
      if (!refusedForGood(error)) throw error;
      // The blog write naming it will be refused with the server's reason; offering it again cannot help.
      await db.blobs.update(photo.sha256, { failed: error.message });
    }
    sent.set(photo.sha256, photo.size);
    report();
  }

  // Each lane takes the next photo until none is left: one photo failing does not stop the others, but
  // without a session (401) no lane starts another. The first failure is thrown once all lanes are done.
  const queue = [...photos];
  const failures: unknown[] = [];
  const signedOut = () => failures.some((e) => e instanceof ApiError && e.status === 401);
  const lane = async () => {
    for (let photo = queue.shift(); photo && !signedOut(); photo = queue.shift())
      await upload(photo).catch((error: unknown) => failures.push(error));
  };
  report();
  try {
    await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, photos.length) }, lane));
  } finally {
    onProgress(null);
  }
  if (failures.length > 0) throw failures[0];
  return photos.length;
}

/**
 * The cycle's photo step: uploads what queued writes name (claimBatch then sends the writes without photos
 * refused for good). An upload that failed for now is answered, not thrown, so the cycle pushes the writes
 * that do not need it and pulls before reporting it (the engine's backoff applies); without a session
 * (401), or on anything but the server's or the network's answer, the cycle stops here.
 */
export async function uploadPhotosOfCycle(
  db: UserDb,
  api: Pick<SyncApi, 'uploadPhoto' | 'hasPhoto'>,
  onProgress: (progress: UploadProgress | null) => void,
  /** Where photos lost by the server may still be found (photo-recover.ts); null: nowhere. */
  caches: CacheStorage | null = null,
): Promise<{ failure: ApiError | null }> {
  let failure: unknown = null;
  await recoverLostPhotos(db, api, caches)
    .then(() => uploadQueuedPhotos(db, api, onProgress))
    .catch((error: unknown) => {
      failure = error;
    });
  if (failure === null) return { failure: null };
  if (!(failure instanceof ApiError) || failure.status === 401) throw failure;
  return { failure };
}
