// Negotiated compression of text answers (JSON, HTML, the built PWA's text files when the build left no
// precompressed copy). Left as they are: small answers, anything already encoded (precompressed files,
// the cached public views), media and byte ranges (/media, 206), streams (text/event-stream is not a
// compressible type here, so the sync pokes flow event by event), HEAD, and Cache-Control: no-transform.
import type { Context, MiddlewareHandler } from 'hono';
import { compressBytes } from './compress-bytes';
import { COMPRESS_MIN_BYTES, chooseEncoding, isCompressibleType, varyOnEncoding } from './compress-encoding';
import type { AppEnv } from './context';

/** A body this large is sent as it is rather than held in memory to compress. */
const COMPRESS_MAX_BYTES = 8 * 1024 * 1024;

function worthTrying(c: Context<AppEnv>): boolean {
  const res = c.res;
  const { headers } = res;
  if (c.req.method === 'HEAD' || res.status < 200 || [204, 206, 304].includes(res.status)) return false;
  if (headers.has('Content-Encoding') || headers.has('Content-Range')) return false;
  if (c.req.path === '/media' || c.req.path.startsWith('/media/')) return false;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('Cache-Control') ?? '')) return false;
  if (!isCompressibleType(headers.get('Content-Type')) || res.body === null) return false;
  const length = Number(headers.get('Content-Length') ?? Number.NaN);
  return !(length < COMPRESS_MIN_BYTES || length > COMPRESS_MAX_BYTES);
}

/** Replaces the answer without Hono copying the old one's headers (Content-Length above all) onto it. */
function replace(c: Context<AppEnv>, body: Uint8Array, headers: Headers): void {
  const { status, statusText } = c.res;
  c.res = undefined;
  c.res = new Response(body as Uint8Array<ArrayBuffer>, { status, statusText, headers });
}

export function compress(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!worthTrying(c)) return;
    const headers = new Headers(c.res.headers);
    headers.set('Vary', varyOnEncoding(headers.get('Vary')));
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    const bytes = new Uint8Array(await c.res.arrayBuffer());
    if (!encoding || bytes.byteLength < COMPRESS_MIN_BYTES) {
      replace(c, bytes, headers);
      return;
    }
    const encoded = await compressBytes(bytes, encoding);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(encoded.byteLength));
    // The same tag would name two different byte sequences: weak, as a compressing proxy makes it.
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    replace(c, encoded, headers);
  };
}
