// Profile pictures: one 256×256 WebP square per uploaded image, centred on its most interesting region,
// auto-rotated, first frame only, with no EXIF/GPS/XMP/ICC left in it. Keyed by the hash of the
// uploaded bytes, so uploading the same picture again reuses the stored blob.
import sharp from 'sharp';
import type { BlobStore } from '../../ports/blob-store';
import { assertImageUpload, imageDecodeError, UPLOAD_DECODE_OPTIONS } from './limits';
import { contentHash } from './variants';

export const AVATAR_SIZE = 256;

export interface EncodedAvatar {
  hash: string;
  key: string;
  data: Buffer;
}

export function avatarKey(hash: string): string {
  return `avatars/${hash.slice(0, 2)}/${hash}.webp`;
}

/** Throws PayloadTooLargeError (413) or UnsupportedMediaTypeError (415) for anything but a usable image. */
export async function encodeAvatar(bytes: Buffer): Promise<EncodedAvatar> {
  await assertImageUpload(bytes);
  const hash = contentHash(bytes);
  try {
    // sharp writes no metadata unless asked to (keepExif, withMetadata...), so the output carries none.
    const data = await sharp(bytes, UPLOAD_DECODE_OPTIONS)
      .autoOrient()
      .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return { hash, key: avatarKey(hash), data };
  } catch (cause) {
    throw imageDecodeError(cause);
  }
}

export async function storeAvatar(blobs: BlobStore, bytes: Buffer): Promise<{ key: string; url: string }> {
  const avatar = await encodeAvatar(bytes);
  if (!(await blobs.exists(avatar.key)))
    await blobs.put(avatar.key, avatar.data, { contentType: 'image/webp' });
  return { key: avatar.key, url: blobs.publicUrl(avatar.key) };
}
