import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBytes, compressedOnce, IN_PLACE_MAX_BYTES, negotiatedBody } from './compress-bytes';
import { COMPRESS_MIN_BYTES } from './compress-encoding';

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

describe('compressedOnce', () => {
  it('compresses the bytes once per encoding and keeps the answer', async () => {
    const kept = new Map<string, Promise<Uint8Array>>();
    const bytes = json(2048);
    const first = compressedOnce(kept, bytes, 'br');
    expect(compressedOnce(kept, bytes, 'br')).toBe(first);
    expect(brotliDecompressSync(await first).equals(bytes)).toBe(true);
    expect(gunzipSync(await compressedOnce(kept, bytes, 'gzip')).equals(bytes)).toBe(true);
    expect([...kept.keys()]).toEqual(['br', 'gzip']);
  });

  it('keeps no failed compression, so the next request tries again', async () => {
    const kept = new Map<string, Promise<Uint8Array>>();
    await expect(compressedOnce(kept, { byteLength: 10 } as unknown as Uint8Array, 'gzip')).rejects.toThrow();
    expect(kept.size).toBe(0);
    expect(gunzipSync(await compressedOnce(kept, json(1024), 'gzip')).byteLength).toBe(1024);
  });
});

describe('negotiatedBody', () => {
  it('sends the encoding the request prefers, compressed once', async () => {
    const kept = new Map<string, Promise<Uint8Array>>();
    const bytes = json(4096);
    const { body, encoding } = await negotiatedBody('gzip, br', bytes, kept);
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body).equals(bytes)).toBe(true);
    expect((await negotiatedBody('br', bytes, kept)).body).toBe(body);
  });

  it('sends the bytes as they are to a request that accepts no encoding, or when they are small', async () => {
    const kept = new Map<string, Promise<Uint8Array>>();
    const big = json(4096);
    const small = json(COMPRESS_MIN_BYTES - 1);
    expect(await negotiatedBody(undefined, big, kept)).toEqual({ body: big });
    expect(await negotiatedBody('identity', big, kept)).toEqual({ body: big });
    expect(await negotiatedBody('br, gzip', small, kept)).toEqual({ body: small });
    expect(kept.size).toBe(0);
  });
});
