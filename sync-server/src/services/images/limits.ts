// What an uploaded image must be before any pixel is decoded: small enough to hold in memory, one of
// the formats we accept (by its bytes, not its name), and a header sharp can read describing a
// reasonable number of pixels. Every refusal is a 413 or 415 with a message for the user; a sharp error
// never escapes to the HTTP edge as an unexplained 500.
import sharp, { type Metadata } from 'sharp';
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { detectImageType, type ImageType } from './detect';

/** Per uploaded file: comfortably above a full-resolution phone photo. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Refuses decompression bombs before decoding: about 50 megapixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF, AVIF or HEIC images are accepted';
const TOO_MANY_BYTES = `That image is too large (at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB)`;
const TOO_MANY_PIXELS = `That image has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`;
const UNREADABLE = 'That image could not be read; it may be damaged or incomplete';
const NO_HEIC = 'HEIC photos cannot be read here yet; please save it as JPEG and try again';

/**
 * Whether this libvips build can decode HEVC-coded HEIF. Prebuilt sharp binaries decode AVIF only
 * (HEVC is patent-encumbered); libvips then advertises just `.avif` for its heif loader.
 */
export const canDecodeHeic: boolean = sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;

/** The name sharp's own header sniffing gives each type; a disagreement means a forged or mangled file. */
const SHARP_FORMAT: Readonly<Record<ImageType, string>> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
  heic: 'heif',
};

/** Options every decode of an upload uses: the pixel cap, and only the first frame of an animation. */
export const UPLOAD_DECODE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 } as const;

/**
 * Turns a failure while decoding an upload into the error the user sees. libvips reports a bad input
 * only as a plain Error with a message, so anything other than the pixel cap counts as unreadable input.
 */
export function imageDecodeError(cause: unknown): AppError {
  if (cause instanceof AppError) return cause;
  const message = cause instanceof Error ? cause.message : String(cause);
  if (message.includes('exceeds pixel limit')) return new PayloadTooLargeError(TOO_MANY_PIXELS);
  return new UnsupportedMediaTypeError(UNREADABLE);
}

/** The cheap checks that need no decoder: byte count and magic bytes. */
export function assertImageBytes(bytes: Uint8Array): ImageType {
  if (bytes.length > MAX_IMAGE_BYTES) throw new PayloadTooLargeError(TOO_MANY_BYTES);
  const type = detectImageType(bytes);
  if (!type) throw new UnsupportedMediaTypeError(NOT_AN_IMAGE);
  if (type === 'heic' && !canDecodeHeic) throw new UnsupportedMediaTypeError(NO_HEIC);
  return type;
}

/**
 * Accepts an upload or throws a PayloadTooLargeError (413) / UnsupportedMediaTypeError (415). Reads
 * only the header, so a decompression bomb is refused before its pixels are allocated; a file whose
 * body is truncated after a valid header is caught later, when it is decoded (see imageDecodeError).
 */
export async function assertImageUpload(bytes: Uint8Array): Promise<ImageType> {
  const type = assertImageBytes(bytes);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, UPLOAD_DECODE_OPTIONS).metadata();
  } catch (cause) {
    throw imageDecodeError(cause);
  }
  if (metadata.format !== SHARP_FORMAT[type]) throw new UnsupportedMediaTypeError(NOT_AN_IMAGE);
  // An AVIF-branded container can still hold HEVC-coded pixels.
  if (metadata.compression === 'hevc' && !canDecodeHeic) throw new UnsupportedMediaTypeError(NO_HEIC);
  return type;
}
