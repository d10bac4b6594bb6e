// Where a partial upload's bytes wait until the photo is complete: blobs under `uploads/<random>/`, one
// per chunk, named by their offset. The BlobStore (S3 when configured) rather than the DocumentStore,
// because parts are large (NeDB holds every document in memory) and every server instance must reach
// them; the random folder keeps them unguessable in a public bucket, and /media refuses to serve them.
import { randomBytes } from 'node:crypto';
import type { BlobStore } from '../../ports/blob-store';

export const UPLOAD_PARTS_PREFIX = 'uploads/';

export function newPartsFolder(): string {
  return `${UPLOAD_PARTS_PREFIX}${randomBytes(16).toString('hex')}`;
}

/** A request's own key: two requests racing with the same offset never overwrite each other's part. */
export function partKey(folder: string, offset: number): string {
  return `${folder}/${String(offset).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;
}

export function isUploadPart(key: string): boolean {
  return key.startsWith(UPLOAD_PARTS_PREFIX);
}

/** The parts joined in order; null when one is missing (a concurrent request finished or dropped them). */
export async function readParts(blobs: BlobStore, keys: readonly string[]): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  for (const key of keys) {
    const part = await blobs.get(key);
    if (!part) return null;
    for await (const chunk of part.body) chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Deletes every part in the folder, those no record lists (a request that lost a race) included. */
export async function deleteParts(blobs: BlobStore, folder: string): Promise<void> {
  await blobs.deleteMany(await blobs.list(`${folder}/`));
}
