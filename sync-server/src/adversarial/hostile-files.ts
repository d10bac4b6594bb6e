// Files an attacker uploads as "photos": polyglots, scripts in image clothing, bombs, broken and
// oversize files, made on the fly (no binary fixtures). Each is refused before it is stored.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../services/images/limits';
import { noisyPhoto, notAnImage, pixelBomb } from '../testing/images';

export const SCRIPT = '<script>alert(document.domain)</script>';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming width×height, with next to no pixel data behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

/** What each refused file is, and how to make it. */
export const REFUSED: ReadonlyArray<[name: string, make: () => Promise<Uint8Array>]> = [
  ['a JPEG header with an HTML page behind it', async () => bytes(`\xff\xd8\xff\xe0<html>${SCRIPT}</html>`)],
  ['a GIF/JavaScript polyglot', async () => bytes(`GIF89a/*\x01\x00\x01\x00*/=1;alert(document.domain)//`)],
  ['an SVG with a script', async () => bytes(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`)],
  ['an HTML page', async () => notAnImage],
  ['a truncated JPEG', async () => (await noisyPhoto(320, 240)).subarray(0, 4000)],
  ['a PNG header claiming 100000×100000 pixels', async () => pngClaiming(100_000, 100_000)],
  ['a 64-megapixel PNG (decompression bomb)', pixelBomb],
  ['an empty file', async () => new Uint8Array()],
  ['a PDF', async () => bytes('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<<>>\n%%EOF')],
  [
    'a file over the size limit',
    async () => Object.assign(new Uint8Array(MAX_IMAGE_BYTES + 1024), [0xff, 0xd8, 0xff, 0xe0]),
  ],
];

/** A real photo with a script appended after its end marker: a valid JPEG and an HTML page at once. */
export async function photoWithScript(): Promise<Uint8Array> {
  return Buffer.concat([await noisyPhoto(320, 240), Buffer.from(`<html>${SCRIPT}</html>`)]);
}

/** An animated GIF of many frames: each is cheap, all of them at once are not. */
export async function manyFrameGif(frames = 200, size = 120): Promise<Uint8Array> {
  // Colours far apart, so the encoder cannot merge neighbouring frames into one.
  const background = (i: number) => ({ r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 151) % 256 });
  const frame = (i: number) =>
    sharp({ create: { width: size, height: size, channels: 3, background: background(i) } })
      .png()
      .toBuffer();
  const all = await Promise.all(Array.from({ length: frames }, (_, i) => frame(i)));
  return sharp(all, { join: { animated: true } })
    .gif()
    .toBuffer();
}
