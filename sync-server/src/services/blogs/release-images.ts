// Deletes the blobs of images no blog shows any more. Images are keyed by content, so two blogs may
// share one; a blob goes only when the last blog holding it has let it go.
import type { ImageRef } from '../../../../shared/entities/image';
import type { Deps } from '../../deps';
import { releaseIfUnused } from '../sync/images';

export async function releaseImages(
  deps: Pick<Deps, 'store' | 'blobs'>,
  refs: readonly ImageRef[],
): Promise<void> {
  for (const ref of new Map(refs.map((r) => [r.id, r])).values()) await releaseIfUnused(deps, ref);
}
