import type { Photo } from '../blogs/blog-photos.ts';

/** Marks a photo that is still only on this device; the sync engine uploads it when it can. */
export function WaitingMark({ photo }: { photo: Photo }) {
  return photo.onDevice ? <span className="photo-mark">waiting to upload</span> : null;
}
