// Body size limits: small for JSON and forms, larger for multipart uploads. Routes may add tighter ones.
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
    const multipart = c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data');
    return (multipart ? upload : small)(c, next);
  };
}
