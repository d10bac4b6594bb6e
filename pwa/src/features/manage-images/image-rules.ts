// SPEC §5: image inputs accept image files only. The picker's accept="image/*" is a hint a user can
// override ("all files"), so what comes back is checked too; bad input gets a message and changes nothing.
import type { UploadProgress } from '../../data/photo-upload.ts';
import { isImageFile } from '../forms/image-files.ts';

export function notImageProblem(files: readonly File[]): string | null {
  const odd = files.find((file) => !isImageFile(file));
  return odd ? `“${odd.name}” is not an image. Please pick image files only.` : null;
}

/** Whole percent of the bytes sent, never above 100 (the last chunk can report more than the size). */
export function uploadPercent({ sent, total }: UploadProgress): number {
  return total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
}

/**
 * React keys for a blog's photos: a photo may be in a blog twice (the same file added again), so each
 * copy is keyed by its name and which copy it is, which stays put when other photos come and go.
 */
export function keyedPhotos<P extends { id: string }>(photos: readonly P[]): { key: string; photo: P }[] {
  const copies = new Map<string, number>();
  return photos.map((photo) => {
    const copy = (copies.get(photo.id) ?? 0) + 1;
    copies.set(photo.id, copy);
    return { key: `${photo.id}:${copy}`, photo };
  });
}
