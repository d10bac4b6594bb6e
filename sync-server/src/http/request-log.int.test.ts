// A client's path reaches the log decoded; a %0A in it must not become a second, forged log line.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { loggedPath } from './request-log';

describe('the request log under a hostile path', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    t.app.get('/api/test/bug/*', () => {
      throw new Error('boom');
    });
  });
  afterEach(() => t.close());

  const forged = '%0AGET%20/api/admin/users%20200%201ms%0D%1B%5B2K%00%E2%80%A8%C2%85';

  it('keeps each request on one line, its control characters escaped', async () => {
    await t.app.request(`/api/nope${forged}`);
    expect(t.log.lines).toHaveLength(1);
    expect(t.log.lines[0]).toMatch(
      /^GET \/api\/nope%0AGET \/api\/admin\/users 200 1ms%0D%1B\[2K%00%E2%80%A8%C2%85 404 \d+ms$/,
    );
  });

  it('keeps an unhandled error on one line too', async () => {
    const res = await t.app.request(`/api/test/bug/x${forged}`);
    expect(res.status).toBe(500);
    const error = t.log.lines.find((l) => l.startsWith('ERROR'));
    expect(error).toMatch(/^ERROR unhandled GET \/api\/test\/bug\/x%0AGET \/api\/admin\/users 200 1ms%0D/);
    expect(t.log.lines.join('')).not.toMatch(/\n|\r|\u2028/);
  });

  it('leaves a plain path, and printable non-ASCII, as they are', () => {
    expect(loggedPath('/public-blog/0190-ab/Zürich café')).toBe('/public-blog/0190-ab/Zürich café');
  });
});
