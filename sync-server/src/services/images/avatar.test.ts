import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { type BlobStore, isValidBlobKey } from '../../ports/blob-store';
import { UnsupportedMediaTypeError } from '../errors';
import { AVATAR_SIZE, avatarKey, encodeAvatar, storeAvatar } from './avatar';
import { contentHash } from './variants';

/** Left half red, right half blue, as stored; which edge each colour lands on shows the orientation. */
function halves(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      pixels.set(x < width / 2 ? [255, 0, 0] : [0, 0, 255], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

function isRed([r = 0, g = 0, b = 0]: number[]): boolean {
  return r > 200 && g < 60 && b < 60;
}

function isBlue([r = 0, g = 0, b = 0]: number[]): boolean {
  return b > 200 && r < 60 && g < 60;
}

function memoryBlobs(): BlobStore & { puts: string[] } {
  const objects = new Map<string, Buffer>();
  const puts: string[] = [];
  return {
    kind: 'disk',
    puts,
    async put(key, body) {
      if (!Buffer.isBuffer(body)) throw new Error('avatars are stored from a Buffer');
      puts.push(key);
      objects.set(key, body);
      return { key, size: body.length };
    },
    async get() {
      return null;
    },
    async exists(key) {
      return objects.has(key);
    },
    async delete(key) {
      objects.delete(key);
    },
    async deleteMany(keys) {
      for (const key of keys) objects.delete(key);
    },
    async list() {
      return [...objects.keys()];
    },
    sweepLeftovers: async () => 0,
    publicUrl(key) {
      return `/media/${key}`;
    },
    async ping() {
      return true;
    },
  };
}

describe('encodeAvatar', () => {
  it('makes a 256×256 WebP keyed by the hash of the upload', async () => {
    const input = await halves(640, 360).jpeg().toBuffer();
    const avatar = await encodeAvatar(input);
    const meta = await sharp(avatar.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', AVATAR_SIZE, AVATAR_SIZE]);
    expect(avatar.hash).toBe(contentHash(input));
    expect(avatar.key).toBe(`avatars/${avatar.hash.slice(0, 2)}/${avatar.hash}.webp`);
    expect(isValidBlobKey(avatar.key)).toBe(true);
  });

  it('strips EXIF with GPS, XMP and ICC', async () => {
    const input = await halves(300, 300)
      .jpeg()
      .withExifMerge({
        IFD0: { Copyright: 'me' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(input).metadata()).exif?.length).toBeGreaterThan(0);
    const meta = await sharp((await encodeAvatar(input)).data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('turns an orientation-6 photo upright', async () => {
    // Stored landscape, displayed portrait: orientation 6 turns the stored left edge to the top.
    const input = await halves(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { data } = await encodeAvatar(input);
    expect(isRed(await pixelAt(data, AVATAR_SIZE / 2, 8))).toBe(true);
    expect(isBlue(await pixelAt(data, AVATAR_SIZE / 2, AVATAR_SIZE - 8))).toBe(true);
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background } })
        .gif()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const { data } = await encodeAvatar(animated);
    const meta = await sharp(data).metadata();
    expect(meta.pages ?? 1).toBe(1);
    expect([meta.width, meta.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
    expect(isRed(await pixelAt(data, 10, 10))).toBe(true);
  });

  it('refuses a non-image with 415', async () => {
    await expect(
      encodeAvatar(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
  });
});

describe('storeAvatar', () => {
  it('stores the avatar once and answers its public URL', async () => {
    const blobs = memoryBlobs();
    const input = await halves(100, 100).png().toBuffer();
    const first = await storeAvatar(blobs, input);
    const again = await storeAvatar(blobs, input);
    expect(first).toEqual({ key: avatarKey(contentHash(input)), url: `/media/${first.key}` });
    expect(again).toEqual(first);
    expect(blobs.puts).toEqual([first.key]);
  });
});
