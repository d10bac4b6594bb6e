// GET /media/<key>: images from the BlobStore. Keys are content hashes or fresh ids, so an object never
// changes under its key and may be cached for a year. The disk adapter streams (with ranges); for S3 a
// public bucket URL is a redirect, otherwise the object is proxied.
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { errorResponse } from '../../http/errors';
import { isValidBlobKey, RangeNotSatisfiableError } from '../../ports/blob-store';
import { isUploadPart } from '../../services/sync/upload-parts';
import { parseRange } from './range';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function mediaRoutes() {
  return new Hono<AppEnv>().get('/*', async (c) => {
    const key = decodeURIComponent(c.req.path.replace(/^\/media\//, ''));
    // Parts of photos still being uploaded are the uploader's bytes, not yet a picture anyone may see.
    if (!isValidBlobKey(key) || isUploadPart(key)) return errorResponse(c, 404, 'Not found');
    const { blobs } = c.var.deps;
    const target = blobs.publicUrl(key);
    if (/^https?:\/\//.test(target)) return c.redirect(target, 301);

    const etag = `"${key}"`;
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    if (c.req.header('if-none-match') === etag)
      return c.body(null, 304, { ETag: etag, 'Cache-Control': IMMUTABLE });

    try {
      const blob = await blobs.get(key, parseRange(c.req.header('range')));
      if (!blob) return errorResponse(c, 404, 'Not found');
      c.header('Content-Type', blob.contentType);
      c.header('Content-Length', String(blob.length));
      c.header('Accept-Ranges', 'bytes');
      c.header('Cache-Control', IMMUTABLE);
      c.header('ETag', etag);
      if (blob.range)
        c.header('Content-Range', `bytes ${blob.range.start}-${blob.range.end}/${blob.totalSize}`);
      const body = Readable.toWeb(blob.body) as ReadableStream<Uint8Array>;
      return c.body(body, blob.range ? 206 : 200);
    } catch (error) {
      if (!(error instanceof RangeNotSatisfiableError)) throw error;
      c.header('Content-Range', `bytes */${error.totalSize}`);
      return errorResponse(c, 416, 'Range not satisfiable');
    }
  });
}
