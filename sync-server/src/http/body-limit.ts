// Body size limits: small for JSON and forms, larger for uploads (multipart forms and raw image bodies).
// Routes may add tighter ones; an image is also held to its own per-file limit when it is read.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from './errors';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 40 * 1024 * 1024;

function limit(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      errorResponse(c, 413, `The request is too large (at most ${Math.round(maxSize / 1024 / 1024)} MB)`),
  });
}

export function bodyLimits(): MiddlewareHandler {
  const small = limit(JSON_BODY_LIMIT);
  const upload = limit(UPLOAD_BODY_LIMIT);
  return (c, next) => {
    // A GET or HEAD has no body to limit. Asking for it anyway (as bodyLimit does) makes the Node
    // adapter build a whole web Request, abort signal and all, which on the busiest reads is a tenth
    // of the server's time.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const type = c.req.header('content-type')?.toLowerCase() ?? '';
    const isUpload = type.startsWith('multipart/form-data') || type.startsWith('image/');
    return (isUpload ? upload : small)(c, next);
  };
}
