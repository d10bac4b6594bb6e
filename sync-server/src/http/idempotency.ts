// The optional Idempotency-Key header: a client's promise that a retry of the same request carries the
// same key, so the server can answer it without doing the work twice.
import type { Context } from 'hono';
import { ValidationError } from '../services/errors';

export function idempotencyKey(c: Context): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,256}$/.test(key))
    throw new ValidationError('Idempotency-Key must be 1 to 256 visible ASCII characters');
  return key;
}
