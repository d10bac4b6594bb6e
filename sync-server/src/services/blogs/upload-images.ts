// Turns uploaded files into stored images. Every file is encoded (and so validated) before anything is
// stored, so one bad file in a request leaves no blob behind; duplicates within a request count once.
import type { ImageRef } from '../../../../shared/entities/image';
import type { Deps } from '../../deps';
import { encodeQueued } from '../images/encode-limit';
import { persistImage } from '../images/store-image';
import type { EncodedImage } from '../images/variants';

export interface Uploaded {
  refs: ImageRef[];
  /**
   * Call once the blog referencing the images is saved: a concurrent delete of another blog sharing a
   * picture may have released its blobs between our store and our save, and this puts them back.
   */
  confirm(): Promise<void>;
}

export async function uploadImages(
  deps: Pick<Deps, 'blobs'>,
  files: readonly Uint8Array[],
): Promise<Uploaded> {
  const encoded: EncodedImage[] = [];
  for (const file of files) {
    encoded.push(await encodeQueued(Buffer.from(file.buffer, file.byteOffset, file.byteLength)));
  }
  const unique = [...new Map(encoded.map((e) => [e.hash, e])).values()];
  const refs: ImageRef[] = [];
  for (const image of unique) refs.push(await persistImage(deps.blobs, image));
  return {
    refs,
    confirm: async () => {
      for (const image of unique) await persistImage(deps.blobs, image);
    },
  };
}
