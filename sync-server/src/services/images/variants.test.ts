import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UnsupportedMediaTypeError } from '../errors';
import { encodeVariants, VARIANT_WIDTHS, variantKey, widthsFor } from './variants';

async function jpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).jpeg();
  return orientation ? img.withMetadata({ orientation }).toBuffer() : img.toBuffer();
}

describe('widthsFor', () => {
  it('never upscales and always keeps one variant', () => {
    expect(widthsFor(4000)).toEqual([...VARIANT_WIDTHS]);
    expect(widthsFor(1000)).toEqual([480, 960, 1000]);
    expect(widthsFor(300)).toEqual([300]);
  });
});

describe('encodeVariants', () => {
  it('makes WebP variants keyed by content hash, without metadata', async () => {
    const input = await jpeg(1200, 800, 1);
    const image = await encodeVariants(input);
    expect(image.width).toBe(1200);
    expect(image.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
    for (const v of image.variants) {
      expect(v.key).toBe(variantKey(image.hash, v.width));
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    expect((await encodeVariants(input)).hash).toBe(image.hash);
  });

  it('applies the EXIF orientation before resizing', async () => {
    const image = await encodeVariants(await jpeg(600, 300, 6));
    expect([image.width, image.height]).toEqual([300, 600]);
    const only = image.variants[0];
    expect(only && [only.width, only.height]).toEqual([300, 600]);
  });
});

describe('encodeVariants input checks', () => {
  it('refuses a non-image with 415', async () => {
    await expect(encodeVariants(Buffer.from('%PDF-1.7\n1 0 obj'))).rejects.toBeInstanceOf(
      UnsupportedMediaTypeError,
    );
    await expect(encodeVariants(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toThrow(
      'Only JPEG, PNG, WebP, GIF, AVIF or HEIC images are accepted',
    );
  });

  it('turns an animated GIF into still variants of its first frame', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 600, height: 400, channels: 3, background } })
        .gif()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const image = await encodeVariants(animated);
    expect([image.width, image.height]).toEqual([600, 400]);
    for (const v of image.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.pages ?? 1).toBe(1);
      expect(meta.height).toBe(v.height);
      const { data } = await sharp(v.data).raw().toBuffer({ resolveWithObject: true });
      expect([...data.subarray(0, 3)].map((c) => Math.round(c / 64))).toEqual([4, 0, 0]);
    }
  });
});
