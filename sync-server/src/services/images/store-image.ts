// Stores an encoded image's variants in the BlobStore and answers the reference blogs keep.
import type { ImageRef } from '../../../../shared/entities/image';
import type { BlobStore } from '../../ports/blob-store';
import { encodeQueued } from './encode-limit';
import type { EncodedImage } from './variants';

/** Puts each variant that is not stored yet (keys are content hashes, so an existing one is identical). */
export async function persistImage(blobs: BlobStore, image: EncodedImage): Promise<ImageRef> {
  for (const v of image.variants) {
    if (!(await blobs.exists(v.key))) await blobs.put(v.key, v.data, { contentType: 'image/webp' });
  }
  const largest = image.variants[image.variants.length - 1];
  if (!largest) throw new Error('an image always has at least one variant');
  return {
    id: image.hash,
    url: blobs.publicUrl(largest.key),
    width: image.width,
    height: image.height,
    variants: image.variants.map((v) => ({ width: v.width, url: blobs.publicUrl(v.key) })),
    thumbhash: image.thumbhash,
  };
}

export async function storeImage(blobs: BlobStore, input: Buffer): Promise<ImageRef> {
  return persistImage(blobs, await encodeQueued(input));
}
