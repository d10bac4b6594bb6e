// A kept answer (services/view-cache.ts) as an answer: 304 when the client holds it, else its bytes in
// the encoding the client prefers, compressed once per version and kept beside it. Cache-Control no-cache:
// a browser may keep the answer but asks again each time, so it is never stale; a user's own data is
// also private, kept by no shared cache.
import type { Context } from 'hono';
import type { CachedView } from '../services/view-cache';
import { negotiatedBody } from './compress-bytes';
import type { AppEnv } from './context';
import { matchesEtag } from './etag';

export async function cachedAnswer(
  c: Context<AppEnv>,
  view: CachedView,
  cacheControl: 'no-cache' | 'private, no-cache' = 'no-cache',
): Promise<Response> {
  const headers: Record<string, string> = {
    ETag: view.etag,
    Vary: 'Accept-Encoding',
    'Cache-Control': cacheControl,
  };
  if (matchesEtag(c.req.header('If-None-Match'), view.etag)) return c.body(null, 304, headers);
  const { body, encoding } = await negotiatedBody(c.req.header('Accept-Encoding'), view.json, view.encoded);
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Type'] = 'application/json';
  headers['Content-Length'] = String(body.byteLength);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}
