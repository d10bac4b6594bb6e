import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBytes, IN_PLACE_MAX_BYTES } from './compress-bytes';

const json = (size: number) =>
  new TextEncoder().encode(JSON.stringify({ text: 'a travel note, '.repeat(size / 15) }).slice(0, size));

describe('compressing an answer', () => {
  // In place up to IN_PLACE_MAX_BYTES, on the thread pool above: both give the same bytes back.
  it.each([1024, IN_PLACE_MAX_BYTES, IN_PLACE_MAX_BYTES + 1, 4 * IN_PLACE_MAX_BYTES])(
    'round-trips %i bytes in either encoding, smaller',
    async (size) => {
      const bytes = json(size);
      const br = await compressBytes(bytes, 'br');
      const gz = await compressBytes(bytes, 'gzip');
      expect(brotliDecompressSync(br).equals(bytes)).toBe(true);
      expect(gunzipSync(gz).equals(bytes)).toBe(true);
      expect(br.byteLength).toBeLessThan(size / 10);
      expect(gz.byteLength).toBeLessThan(size / 10);
    },
  );

  it('rejects, rather than throws, when the bytes cannot be compressed', async () => {
    const answer = compressBytes({ byteLength: 10 } as unknown as Uint8Array, 'gzip');
    await expect(answer).rejects.toThrow();
  });
});
