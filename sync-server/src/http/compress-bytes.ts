// Compressing an answer's bytes with Node's zlib. Dynamic answers use modest settings (brotli quality 4,
// gzip level 6): close to the best ratio for JSON at a fraction of the CPU of the maximum, which the
// build spends once on the static files instead (scripts/vite-precompress.ts). The work runs on libuv's
// thread pool, so a large answer does not stall the event loop.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './compress-encoding';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export function compressBytes(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gz(bytes, { level: 6 });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}
