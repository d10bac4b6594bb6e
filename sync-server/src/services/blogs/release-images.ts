// Deletes the blobs of images no blog shows any more. Images are keyed by content, so two blogs may
// share one; a blob goes only when the last blog holding it has let it go.
import type { ImageRef } from '../../../../shared/entities/image';
import type { Deps } from '../../deps';
import { blobKeyOf } from '../images/blob-key-of';
import { blogs } from './blog-doc';

export async function releaseImages(
  deps: Pick<Deps, 'store' | 'blobs'>,
  refs: readonly ImageRef[],
): Promise<void> {
  for (const ref of new Map(refs.map((r) => [r.id, r])).values()) {
    const inUse = await blogs(deps).count({
      $or: [{ 'imageData.heroImage.id': ref.id }, { 'imageData.imageUrls.id': ref.id }],
    });
    if (inUse > 0) continue;
    const keys = ref.variants.map((v) => blobKeyOf(deps.blobs, v.url)).filter((k) => k !== null);
    await deps.blobs.deleteMany(keys);
  }
}
