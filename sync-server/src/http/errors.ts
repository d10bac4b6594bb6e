// The one place errors become HTTP answers: always JSON `{ message }`, the right status, no stack.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { InvalidBlobKeyError } from '../ports/blob-store';
import { DuplicateKeyError, StoreBusyError, StoreUnavailableError } from '../ports/document-store';
import { MailDeliveryError } from '../ports/mailer';
import { AppError, BusyError, RateLimitError } from '../services/errors';
import type { AppEnv } from './context';
import { loggedPath } from './request-log';

export const MALFORMED_ADDRESS = 'The address is not valid: it has a malformed %-escape';
export const STORE_UNAVAILABLE = 'The server cannot save changes right now, please try again in a minute';
const STORE_RETRY_SECONDS = 30;

export function errorResponse(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json({ message }, status);
}

export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof RateLimitError || error instanceof BusyError)
    c.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof AppError) return errorResponse(c, error.status, error.message);
  if (error instanceof HTTPException) {
    // Hono's own 4xx (malformed JSON, body limit); its default messages are readable.
    const status = error.status;
    return errorResponse(c, status, error.message || 'Bad request');
  }
  if (error instanceof DuplicateKeyError) return errorResponse(c, 409, 'That record already exists');
  if (error instanceof StoreBusyError) {
    c.header('Retry-After', '1');
    return errorResponse(c, 503, 'The server is busy with this item, please try again in a moment');
  }
  if (error instanceof StoreUnavailableError) {
    // A full disk or an I/O error: nothing was stored; the device keeps the write and sends it again.
    c.var.log.error(`store cannot write: ${c.req.method} ${loggedPath(c.req.path)}`, error.cause);
    c.header('Retry-After', String(STORE_RETRY_SECONDS));
    return errorResponse(c, 503, STORE_UNAVAILABLE);
  }
  if (error instanceof InvalidBlobKeyError) return errorResponse(c, 404, 'Not found');
  // Only decodeURI/decodeURIComponent throw it: a malformed %-escape the client sent in the address.
  if (error instanceof URIError) return errorResponse(c, 400, MALFORMED_ADDRESS);
  if (error instanceof MailDeliveryError) return errorResponse(c, 502, 'The e-mail could not be sent');
  c.var.log.error(`unhandled ${c.req.method} ${loggedPath(c.req.path)}`, error);
  return errorResponse(c, 500, 'Something went wrong on our side');
}

export function notFound(c: Context): Response {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
    return errorResponse(c, 404, `No such API route: ${c.req.method} ${c.req.path}`);
  }
  return errorResponse(c, 404, 'Not found');
}
