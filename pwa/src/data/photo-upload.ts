// Photos up to the server: the ones queued blog writes name go up before those writes (the server
// refuses a blog naming a photo it does not have).
import { ApiError } from '../api/client.ts';
import type { UserDb } from './db.ts';
import { photosQueued } from './photos.ts';
import type { SyncApi } from './sync-api.ts';

export interface UploadProgress {
  /** Bytes sent of the photos this round uploads. */
  sent: number;
  total: number;
}

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
    (p) => p !== undefined && p.uploaded === 0 && !p.failed,
  );
  if (photos.length === 0) return 0;
  const total = photos.reduce((sum, p) => sum + (p?.size ?? 0), 0);
  let done = 0;
  try {
    for (const photo of photos) {
      if (!photo) continue;
      onProgress({ sent: done, total });
      try {
        const ref = await api.uploadPhoto(photo.sha256, photo.blob, (loaded) =>
          onProgress({ sent: done + Math.min(loaded, photo.size), total }),
        );
        await db.blobs.update(photo.sha256, { uploaded: 1, ref });
      } catch (error) {
        if (!refusedForGood(error)) throw error;
        // The blog write naming it will be refused with the server's reason; offering it again cannot help.
        await db.blobs.update(photo.sha256, { failed: error.message });
      }
      done += photo.size;
    }
  } finally {
    onProgress(null);
  }
  return photos.length;
}
