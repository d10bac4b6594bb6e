import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { StoreBusyError } from '../ports/document-store';
import type { AppEnv } from './context';
import { handleError } from './errors';

it('answers 503 with Retry-After when a locked section kept meeting other writes', async () => {
  const app = new Hono<AppEnv>().onError(handleError);
  app.get('/busy', () => {
    throw new StoreBusyError('user:1');
  });
  const res = await app.request('/busy');
  expect([res.status, res.headers.get('retry-after')]).toEqual([503, '1']);
  expect(await res.json()).toEqual({
    message: 'The server is busy with this item, please try again in a moment',
  });
});

it('answers a malformed percent-escape (URIError) with 400, not 500', async () => {
  const app = new Hono<AppEnv>().onError(handleError);
  app.get('/decode/*', (c) => c.text(decodeURIComponent(c.req.path)));
  const res = await app.request('/decode/%ZZ');
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message: 'The address is not valid: it has a malformed %-escape' });
});
