// The blob key behind a URL this server handed out (the inverse of BlobStore.publicUrl), or null for
// anything else, so a stored URL can never make us delete an object we did not create.

import type { BlobStore } from '../../ports/blob-store';
import { isValidBlobKey } from '../../ports/blob-store';

export function blobKeyOf(blobs: Pick<BlobStore, 'publicUrl'>, url: string): string | null {
  const prefix = blobs.publicUrl('probe').slice(0, -'probe'.length);
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isValidBlobKey(key) ? key : null;
}
