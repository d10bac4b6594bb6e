import sharp from 'sharp';
import { thumbHashToApproximateAspectRatio, thumbHashToAverageRGBA } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { thumbHashOf } from './placeholder';
import { encodeVariants } from './variants';

const ORANGE = { r: 200, g: 80, b: 40 };

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: ORANGE } });
}

function decoded(base64: string) {
  return Buffer.from(base64, 'base64');
}

describe('thumbHashOf', () => {
  it('sketches a picture as a short hash that decodes to about its colour and shape', async () => {
    const hash = await thumbHashOf(solid(1200, 600));
    expect(hash.length).toBeLessThan(40);
    const avg = thumbHashToAverageRGBA(decoded(hash));
    expect(avg.r * 255).toBeCloseTo(ORANGE.r, -1);
    expect(avg.g * 255).toBeCloseTo(ORANGE.g, -1);
    expect(avg.b * 255).toBeCloseTo(ORANGE.b, -1);
    expect(avg.a).toBeCloseTo(1, 1);
    expect(thumbHashToApproximateAspectRatio(decoded(hash))).toBeCloseTo(2, 0);
  });

  it('tells pictures of different colours apart', async () => {
    const blue = sharp({
      create: { width: 50, height: 50, channels: 3, background: { r: 20, g: 40, b: 220 } },
    });
    const avg = thumbHashToAverageRGBA(decoded(await thumbHashOf(blue)));
    expect(avg.b).toBeGreaterThan(avg.r);
  });
});

describe('encodeVariants placeholder', () => {
  it('comes with every encoded image, from the picture as displayed (after EXIF rotation)', async () => {
    const input = await solid(600, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await encodeVariants(input);
    expect(thumbHashToApproximateAspectRatio(decoded(image.thumbhash))).toBeCloseTo(0.5, 0);
  });
});
