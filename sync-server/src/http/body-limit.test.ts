import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyLimits, JSON_BODY_LIMIT } from './body-limit';

const app = new Hono().use(bodyLimits()).all('/', (c) => c.text('ok'));

/** A request whose body must not be asked for: the Node adapter builds a whole Request when it is. */
function untouchedBody(request: Request): Request {
  return new Proxy(request, {
    get(target, key) {
      if (key === 'body') throw new Error('the body was asked for');
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('bodyLimits', () => {
  it('leaves the body of a GET and a HEAD alone', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await app.fetch(untouchedBody(new Request('http://x/', { method })));
      expect(res.status).toBe(200);
    }
  });

  it('still refuses a JSON body over its limit', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(JSON_BODY_LIMIT) });
    const res = await app.request('/', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
  });
});
