import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import {
  assertImageBytes,
  assertImageUpload,
  canDecodeHeic,
  MAX_IMAGE_BYTES,
  MAX_INPUT_PIXELS,
} from './limits';
import { encodeVariants } from './variants';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming any size, with a token body: the header is all a pixel check may read. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG that only noise can fill, so a cut anywhere after the header leaves it visibly incomplete. */
async function noisyJpeg(): Promise<Buffer> {
  const pixels = Buffer.alloc(96 * 64 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width: 96, height: 64, channels: 3 } })
    .jpeg()
    .toBuffer();
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('assertImageBytes', () => {
  it('refuses a file one byte over the limit with 413, before looking at it', () => {
    const bytes = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    bytes.set([0xff, 0xd8, 0xff]);
    expect(() => assertImageBytes(bytes)).toThrow(PayloadTooLargeError);
    expect(() => assertImageBytes(bytes)).toThrow('That image is too large (at most 15 MB)');
  });

  it('refuses what is not an accepted image with 415', () => {
    expect(() => assertImageBytes(Buffer.from('<svg/>'))).toThrow(UnsupportedMediaTypeError);
    expect(() => assertImageBytes(Buffer.from('<svg/>'))).toThrow(
      'Only JPEG, PNG, WebP, GIF, AVIF or HEIC images are accepted',
    );
  });
});

describe('assertImageUpload', () => {
  it('accepts a real image and names its type', async () => {
    expect(await assertImageUpload(await noisyJpeg())).toBe('jpeg');
    expect(await assertImageUpload(pngClaiming(640, 480))).toBe('png');
  });

  it('refuses a decompression bomb from its header alone with 413', async () => {
    const error = await rejection(assertImageUpload(pngClaiming(20_000, 20_000)));
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect((error as Error).message).toMatch(/^That image has too many pixels/);
  });

  it('draws the pixel cap at MAX_INPUT_PIXELS', async () => {
    const side = Math.floor(Math.sqrt(MAX_INPUT_PIXELS));
    expect(await assertImageUpload(pngClaiming(side, side))).toBe('png');
    await expect(assertImageUpload(pngClaiming(side + 1, side + 1))).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
  });

  it('refuses a real 8000×8000 PNG, tiny on disk, with 413', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    await expect(assertImageUpload(bomb)).rejects.toBeInstanceOf(PayloadTooLargeError);
  });

  it('refuses a JPEG cut inside its header with 415', async () => {
    const jpeg = await noisyJpeg();
    const error = await rejection(assertImageUpload(jpeg.subarray(0, 100)));
    expect(error).toBeInstanceOf(UnsupportedMediaTypeError);
    expect((error as Error).message).toBe('That image could not be read; it may be damaged or incomplete');
  });

  it('lets a JPEG cut after its header pass, and encoding it then fails with 415', async () => {
    const jpeg = await noisyJpeg();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    expect(await assertImageUpload(truncated)).toBe('jpeg');
    await expect(encodeVariants(truncated)).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
  });

  it('refuses bytes whose magic number lies about the rest', async () => {
    const forged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), pngClaiming(8, 8)]);
    await expect(assertImageUpload(forged)).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
  });

  it('refuses HEIC with 415 when this sharp build cannot decode it', async () => {
    const header = Buffer.alloc(64);
    header.writeUInt32BE(24, 0);
    header.write('ftypheic\0\0\0\0mif1heic', 4, 'latin1');
    const error = await rejection(assertImageUpload(header));
    expect(error).toBeInstanceOf(UnsupportedMediaTypeError);
    if (!canDecodeHeic) expect((error as Error).message).toMatch(/^HEIC photos cannot be read here yet/);
  });
});

describe('assertImageUpload on hostile input', () => {
  // Seeded, so a failing input can be reproduced from the iteration number in the message.
  function prng(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const random = prng(20240611);
  const int = (below: number) => Math.floor(random() * below);
  const bytes = (length: number) => Buffer.from(Array.from({ length }, () => int(256)));

  let reals: Buffer[] = [];
  beforeAll(async () => {
    const base = sharp(await noisyJpeg());
    reals = await Promise.all([
      base.clone().jpeg().toBuffer(),
      base.clone().png().toBuffer(),
      base.clone().webp().toBuffer(),
      base.clone().gif().toBuffer(),
      base.clone().avif().toBuffer(),
    ]);
  });

  async function expectOnlyAppErrors(input: Buffer, label: string): Promise<void> {
    try {
      await assertImageUpload(input);
    } catch (error) {
      expect(error, `${label}: ${input.subarray(0, 32).toString('hex')}`).toBeInstanceOf(AppError);
      expect([413, 415]).toContain((error as AppError).status);
    }
  }

  it('answers random bytes with success or a 413/415 AppError, never anything else', async () => {
    const signatures = reals.map((real) => real.subarray(0, 16));
    for (let i = 0; i < 300; i++) {
      // Behind a real signature, random bytes get past detection and reach the decoder.
      const signature =
        i % 3 === 0 ? Buffer.alloc(0) : (signatures[i % signatures.length] ?? Buffer.alloc(0));
      await expectOnlyAppErrors(Buffer.concat([signature, bytes(int(2048))]), `random #${i}`);
    }
  });

  it('answers truncated and bit-flipped real images the same way', async () => {
    for (let i = 0; i < 300; i++) {
      const real = reals[i % reals.length] ?? Buffer.alloc(0);
      const input = Buffer.from(real.subarray(0, int(real.length + 1)));
      if (i % 2 === 1 && input.length > 0) input[int(input.length)] = int(256);
      await expectOnlyAppErrors(input, `mangled #${i}`);
    }
  });

  it('never lets a truncated image escape encoding as anything but an AppError', async () => {
    for (let i = 0; i < 40; i++) {
      const real = reals[i % reals.length] ?? Buffer.alloc(0);
      const input = real.subarray(0, int(real.length + 1));
      await encodeVariants(input).catch((error: unknown) => {
        expect(error, `truncated #${i} at ${input.length}/${real.length}`).toBeInstanceOf(AppError);
      });
    }
  });
});
