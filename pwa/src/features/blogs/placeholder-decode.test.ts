import { rgbaToThumbHash, thumbHashToDataURL } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { decodePlaceholder } from './placeholder-decode.ts';

const plainHash = () => {
  const rgba = new Uint8Array(20 * 10 * 4).map((_, i) => [30, 90, 200, 255][i % 4] ?? 0);
  return btoa(String.fromCharCode(...rgbaToThumbHash(20, 10, rgba)));
};

describe('decodePlaceholder', () => {
  it('draws a ThumbHash as a PNG data URL', () => {
    expect(decodePlaceholder(plainHash(), thumbHashToDataURL)).toMatch(/^data:image\/png;base64,/);
  });

  it('answers null for a hash that is not base64', () => {
    expect(decodePlaceholder('%%%', thumbHashToDataURL)).toBeNull();
  });
});
