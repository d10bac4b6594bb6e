// Compressing an answer's bytes with Node's zlib. Dynamic answers use modest settings (brotli quality 4,
// gzip level 6): close to the best ratio for JSON at a fraction of the CPU of the maximum, which the
// build spends once on the static files instead (scripts/vite-precompress.ts). A typical answer (a page
// of a list, a blog) is compressed in place: at these settings that takes well under a millisecond,
// less than handing it to libuv's thread pool costs (a zlib stream, its callbacks and a pool thread
// per answer: under load, two fifths of the admin users page's time). A larger one goes to the pool, so
// it does not stall the event loop.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { COMPRESS_MIN_BYTES, chooseEncoding, type Encoding } from './compress-encoding';

/** The largest answer compressed on the event loop. */
export const IN_PLACE_MAX_BYTES = 64 * 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const GZIP = { level: 6 };

const brotliOptions = (bytes: Uint8Array) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
  },
});

function inPlace(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  try {
    return Promise.resolve(
      encoding === 'gzip' ? gzipSync(bytes, GZIP) : brotliCompressSync(bytes, brotliOptions(bytes)),
    );
  } catch (error) {
    return Promise.reject(error);
  }
}

export function compressBytes(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (bytes.byteLength <= IN_PLACE_MAX_BYTES) return inPlace(bytes, encoding);
  return encoding === 'gzip' ? gz(bytes, GZIP) : brotli(bytes, brotliOptions(bytes));
}

/**
 * `bytes` in `encoding`, compressed once for all the requests that ask for it: the answer is kept in
 * `kept`, beside the bytes it was made from. A failed compression is not kept: the next request tries again.
 */
export function compressedOnce(
  kept: Map<string, Promise<Uint8Array>>,
  bytes: Uint8Array,
  encoding: Encoding,
): Promise<Uint8Array> {
  let compressed = kept.get(encoding);
  if (!compressed) {
    compressed = compressBytes(bytes, encoding);
    compressed.catch(() => kept.delete(encoding));
    kept.set(encoding, compressed);
  }
  return compressed;
}

/**
 * A kept answer's body for one request: compressed once (in `kept`) in the encoding its Accept-Encoding
 * prefers, or the bytes as they are when it accepts none or they are too small to gain.
 */
export async function negotiatedBody(
  acceptEncoding: string | undefined,
  bytes: Uint8Array,
  kept: Map<string, Promise<Uint8Array>>,
): Promise<{ body: Uint8Array; encoding?: Encoding }> {
  const encoding = bytes.byteLength >= COMPRESS_MIN_BYTES ? chooseEncoding(acceptEncoding) : undefined;
  return encoding ? { body: await compressedOnce(kept, bytes, encoding), encoding } : { body: bytes };
}
