// Which image format a file really is, read from its first bytes. The file name and the type the client
// declares are never consulted: both are chosen by the uploader, and a renamed SVG or HTML page must not
// reach a decoder or be served back as an image.

export const IMAGE_TYPES = ['jpeg', 'png', 'gif', 'webp', 'avif', 'heic'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const IMAGE_MIME_TYPES: Readonly<Record<ImageType, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
// mif1/msf1 only say "some HEIF image"; as a compatible brand they also appear in AVIF files, so only
// the codec-specific brands count when found in the compatible list.
const HEIC_COMPATIBLE_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The compatible brands of an ISO BMFF `ftyp` box that starts the file, bounded by the box's own size. */
function compatibleBrands(bytes: Uint8Array): string[] {
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  // A size below the 16 header bytes (0 = "to end of file", 1 = 64-bit size) is not a usable list.
  const end = Math.min(boxSize >>> 0, bytes.length);
  const brands: string[] = [];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

function detectIsoBmff(bytes: Uint8Array): ImageType | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const major = ascii(bytes, 8, 12);
  if (AVIF_BRANDS.has(major)) return 'avif';
  const compatible = compatibleBrands(bytes);
  if (compatible.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  if (HEIC_BRANDS.has(major) || compatible.some((b) => HEIC_COMPATIBLE_BRANDS.has(b))) return 'heic';
  return null;
}

/** The image format the bytes hold, or null for anything else (SVG, HTML, PDF, text, truncated, empty). */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 6) {
    const gif = ascii(bytes, 0, 6);
    if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return detectIsoBmff(bytes);
}
