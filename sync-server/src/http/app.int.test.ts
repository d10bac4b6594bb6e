import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../services/errors';
import { createTestApp, type TestApp } from '../testing/test-app';
import { validate } from './validate';

describe('HTTP platform', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    // Routes that exist only to exercise the platform's error mapping.
    const errors = {
      '400': new ValidationError('title: Too long'),
      '401': new UnauthorizedError(),
      '403': new ForbiddenError('You cannot perform this action as a demo user!'),
      '404': new NotFoundError('Blog not found'),
      '409': new ConflictError('That e-mail is already registered'),
      '413': new PayloadTooLargeError('Image too large'),
      '415': new UnsupportedMediaTypeError('Only images are accepted'),
      '429': new RateLimitError(42),
    };
    for (const [status, error] of Object.entries(errors)) {
      t.app.get(`/api/test/throw/${status}`, () => {
        throw error;
      });
    }
    t.app.get('/api/test/bug', () => {
      throw new Error('secret internal detail');
    });
    t.app.post(
      '/api/test/echo',
      validate('json', z.strictObject({ email: z.email(), age: z.number().int() })),
      (c) => c.json(c.req.valid('json')),
    );
  });
  afterEach(() => t.close());

  it('reports adapter kinds and readiness on /api/health', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      store: { kind: 'sqlite', ready: true },
      blobs: { kind: 'disk', ready: true },
      mail: { kind: 'outbox', ready: true },
    });
  });

  it('answers 503 when an adapter is not ready', async () => {
    t.deps.store.ping = async () => {
      throw new Error('down');
    };
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', store: { ready: false } });
  });

  it('answers unknown API routes with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/users/nope'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await t.app.request(path, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect((await res.json()).message).toContain(path);
    }
  });

  it.each(['400', '401', '403', '404', '409', '413', '415', '429'])(
    'maps a domain error to %s JSON',
    async (status) => {
      const res = await t.app.request(`/api/test/throw/${status}`);
      expect(res.status).toBe(Number(status));
      const body = await res.json();
      expect(Object.keys(body)).toEqual(['message']);
      expect(body.message.length).toBeGreaterThan(3);
    },
  );

  it('tells the client when to retry after a rate limit', async () => {
    const res = await t.app.request('/api/test/throw/429');
    expect(res.headers.get('retry-after')).toBe('42');
  });

  it('answers a bug with 500 and a generic message, never the stack', async () => {
    const res = await t.app.request('/api/test/bug');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret internal detail');
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    expect(t.log.lines.some((l) => l.includes('secret internal detail'))).toBe(true);
  });

  it('names the field in a validation failure', async () => {
    const post = (body: string) =>
      t.app.request('/api/test/echo', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
    const bad = await post(JSON.stringify({ email: 'nope', age: 3 }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/^email: /);

    const extra = await post(JSON.stringify({ email: 'a@b.co', age: 3, isAdmin: true }));
    expect(extra.status).toBe(400);
    expect((await extra.json()).message).toBe('Unknown field: isAdmin');

    const injection = await post(JSON.stringify({ email: { $ne: null }, age: 3 }));
    expect(injection.status).toBe(400);

    const malformed = await post('{"email":');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toMatch(/json/i);

    const ok = await post(JSON.stringify({ email: 'a@b.co', age: 3 }));
    expect(ok.status).toBe(200);
  });

  it('refuses bodies over the limit with 413 JSON', async () => {
    const big = JSON.stringify({ email: 'a@b.co', age: 1, pad: 'x'.repeat(1024 * 1024) });
    const res = await t.app.request('/api/test/echo', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/);
  });

  it('refuses an oversized multipart body even without a Content-Length', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 45) controller.close();
        else controller.enqueue(chunk);
      },
    });
    t.app.post('/api/test/upload', async (c) => c.json({ size: (await c.req.arrayBuffer()).byteLength }));
    const res = await t.app.request('/api/test/upload', {
      method: 'POST',
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      // @ts-expect-error: Node's fetch needs this for a streamed request body
      duplex: 'half',
    });
    expect(res.status).toBe(413);
  });

  it('sends security headers on every answer', async () => {
    for (const path of ['/api/health', '/api/nope']) {
      const res = await t.app.request(path);
      // Plain http here: HSTS only over https (security.int.test.ts).
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
    }
  });

  it('logs one line per request without query strings or bodies', async () => {
    await t.app.request('/api/test/echo?token=abc.def.ghi', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.co', age: 1, password: 'hunter22' }),
      headers: { 'content-type': 'application/json', authorization: 'Bearer abc.def.ghi' },
    });
    const line = t.log.lines.find((l) => l.startsWith('POST /api/test/echo'));
    expect(line).toMatch(/^POST \/api\/test\/echo 400 \d+ms$/);
    expect(t.log.lines.join('\n')).not.toMatch(/hunter22|abc\.def\.ghi/);
  });
});
