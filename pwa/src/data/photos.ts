// A picked photo as the blog repository stores it: resized, named by the SHA-256 of the resized bytes
// (what the server will check), waiting in `blobs` until it is uploaded.
import { type ResizedPhoto, resizePhoto } from './photo-resize.ts';
import type { OutboxEntry, StoredBlob } from './records.ts';
import { sha256Hex } from './sha256.ts';

export type Resize = (file: Blob) => Promise<ResizedPhoto>;

export async function preparePhoto(file: Blob, resize: Resize = resizePhoto): Promise<StoredBlob> {
  const { blob, width, height } = await resize(file);
  return {
    width,
    height,
    sha256: await sha256Hex(blob),
    blob,
    type: blob.type || 'image/jpeg',
    size: blob.size,
    uploaded: 0,
  };
}

/** The photo hashes a blog's fields name. */
export function photosIn(fields: { heroImage?: unknown; imageUrls?: unknown }): string[] {
  const hero = typeof fields.heroImage === 'string' ? [fields.heroImage] : [];
  const images = Array.isArray(fields.imageUrls) ? fields.imageUrls.filter((h) => typeof h === 'string') : [];
  return [...hero, ...images];
}

/** Photos that queued blog writes name: these must reach the server before the writes do. */
export function photosQueued(entries: readonly OutboxEntry[]): Set<string> {
  return new Set(entries.filter((e) => e.entity === 'blog').flatMap((e) => photosIn(e.fields)));
}

/**
 * The queue up to the first blog write naming a photo still waiting to upload (`waiting`): a write never
 * goes ahead of its photos. One written while a push was under way waits for the next cycle's uploads;
 * sent now, the server would refuse it for a photo it does not have.
 */
export function beforeWaitingPhotos(
  queue: readonly OutboxEntry[],
  waiting: ReadonlySet<string>,
): OutboxEntry[] {
  const held = queue.findIndex(
    (e) => e.entity === 'blog' && photosIn(e.fields).some((sha) => waiting.has(sha)),
  );
  return held === -1 ? [...queue] : queue.slice(0, held);
}
