// A picked photo as the blog repository stores it: resized, named by the SHA-256 of the resized bytes
// (what the server will check), waiting in `blobs` until it is uploaded.
import { type ResizedPhoto, resizePhoto } from './photo-resize.ts';
import { docKey, type OutboxEntry, type StoredBlob } from './records.ts';
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
 * Splits the queue into the writes that can go now and those that wait for photos still to upload
 * (`waiting`): a blog write naming one, every later write of the same document (it builds on the held
 * one) and every later conflict close (it may close a conflict the held write settles). One written while
 * a push was under way waits for the next cycle's uploads; a photo whose upload failed holds back only
 * these, never a task or another blog. Sent now, the server would refuse the write for a missing photo.
 */
export function holdWaitingPhotos(
  queue: readonly OutboxEntry[],
  waiting: ReadonlySet<string>,
): { ready: OutboxEntry[]; held: OutboxEntry[] } {
  const ready: OutboxEntry[] = [];
  const held: OutboxEntry[] = [];
  const heldDocs = new Set<string>();
  for (const entry of queue) {
    const doc = docKey(entry.entity, entry.id);
    const waits =
      heldDocs.has(doc) ||
      (held.length > 0 && entry.entity === 'conflict') ||
      (entry.entity === 'blog' && photosIn(entry.fields).some((sha) => waiting.has(sha)));
    if (!waits) ready.push(entry);
    else {
      held.push(entry);
      heldDocs.add(doc);
    }
  }
  return { ready, held };
}

/**
 * A blog write's fields without the photos in `left`, and what was left out (in the same shape, so a
 * refusal naming them keeps their bytes): a refused hero becomes none, refused photos leave the list.
 */
export function withoutPhotos(
  fields: Record<string, unknown>,
  left: ReadonlySet<string>,
): { fields: Record<string, unknown>; leftOut: Record<string, unknown> } {
  const kept = { ...fields };
  const leftOut: Record<string, unknown> = {};
  if (typeof fields.heroImage === 'string' && left.has(fields.heroImage)) {
    kept.heroImage = null;
    leftOut.heroImage = fields.heroImage;
  }
  if (Array.isArray(fields.imageUrls)) {
    const out = fields.imageUrls.filter((sha) => typeof sha === 'string' && left.has(sha));
    if (out.length > 0) {
      kept.imageUrls = fields.imageUrls.filter((sha) => !out.includes(sha));
      leftOut.imageUrls = out;
    }
  }
  return { fields: kept, leftOut };
}
