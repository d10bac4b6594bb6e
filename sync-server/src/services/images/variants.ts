// Re-encodes an image into WebP variants: auto-rotated by its EXIF orientation, every metadata block
// (EXIF, GPS, XMP) dropped, a few widths never larger than the original, an animation reduced to its
// first frame. Blob keys derive from the content hash, so the same picture uploaded twice is stored once.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { assertImageUpload, imageDecodeError, UPLOAD_DECODE_OPTIONS } from './limits';
import { thumbHashOf } from './placeholder';

export const VARIANT_WIDTHS = [480, 960, 1600] as const;

export interface EncodedVariant {
  width: number;
  height: number;
  key: string;
  data: Buffer;
}

export interface EncodedImage {
  hash: string;
  width: number;
  height: number;
  variants: EncodedVariant[];
  /** Base64 ThumbHash (placeholder.ts). */
  thumbhash: string;
}

export function contentHash(input: Buffer): string {
  return createHash('sha256').update(input).digest('hex');
}

export function variantKey(hash: string, width: number): string {
  return `img/${hash.slice(0, 2)}/${hash}-${width}.webp`;
}

/** The variant widths below the original, plus the original itself when it is smaller than the largest. */
export function widthsFor(originalWidth: number): number[] {
  const largest = Math.max(...VARIANT_WIDTHS);
  const smaller = VARIANT_WIDTHS.filter((w) => w < Math.min(originalWidth, largest));
  return [...smaller, Math.min(originalWidth, largest)];
}

/** Throws PayloadTooLargeError (413) or UnsupportedMediaTypeError (415) for anything but a usable image. */
export async function encodeVariants(input: Buffer): Promise<EncodedImage> {
  await assertImageUpload(input);
  const hash = contentHash(input);
  try {
    // UPLOAD_DECODE_OPTIONS reads one frame, so an animated GIF or WebP becomes a still picture.
    const oriented = sharp(input, UPLOAD_DECODE_OPTIONS).autoOrient();
    // Header-only read; `autoOrient` gives the dimensions as displayed after rotation.
    const { autoOrient: size } = await oriented.metadata();
    const variants = await Promise.all(
      widthsFor(size.width).map(async (width) => {
        const out = await oriented
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return {
          width: out.info.width,
          height: out.info.height,
          key: variantKey(hash, width),
          data: out.data,
        };
      }),
    );
    // From the smallest variant (oriented already): decoding the original again would cost a 12 MP photo
    // about 200 ms more, for a sketch of at most 100×100 pixels.
    const smallest = variants[0];
    if (!smallest) throw new Error('an image always has at least one variant');
    const thumbhash = await thumbHashOf(sharp(smallest.data));
    return { hash, width: size.width, height: size.height, variants, thumbhash };
  } catch (cause) {
    // A body truncated or corrupt past a valid header only fails here, while decoding.
    throw imageDecodeError(cause);
  }
}
