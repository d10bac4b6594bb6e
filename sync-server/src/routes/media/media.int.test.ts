import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /media/*', () => {
  let t: TestApp;
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
  beforeEach(async () => {
    t = await createTestApp();
    await t.deps.blobs.put('img/ab/abc123-480.webp', bytes, { contentType: 'image/webp' });
  });
  afterEach(() => t.close());

  it('serves a blob with its type, nosniff and long caching', async () => {
    const res = await t.app.request('/media/img/ab/abc123-480.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-length')).toBe('1000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  });

  it('serves byte ranges', async () => {
    const res = await t.app.request('/media/img/ab/abc123-480.webp', { headers: { range: 'bytes=10-19' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes.subarray(10, 20));

    const past = await t.app.request('/media/img/ab/abc123-480.webp', { headers: { range: 'bytes=5000-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */1000');
  });

  it('answers 304 to a revalidation of the same object', async () => {
    const first = await t.app.request('/media/img/ab/abc123-480.webp');
    const etag = first.headers.get('etag') ?? '';
    const again = await t.app.request('/media/img/ab/abc123-480.webp', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for missing keys and for paths that try to leave the media folder', async () => {
    for (const path of [
      '/media/img/ab/missing.webp',
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/%2e%2e/db/users.db',
      '/media/img/../../jwt-secret',
      '/media/IMG/AB.webp',
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });

  it('keeps its own sandbox CSP on images, not the app-wide one', async () => {
    const res = await t.app.request('/media/img/ab/abc123-480.webp');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('answers a malformed escape with 400 and a range past any size with 416, never 500', async () => {
    for (const path of ['/media/%ZZ', '/media/img/%E0%A4%A', '/media/%']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(400);
      expect((await res.json()).message).toMatch(/address/);
    }
    for (const range of ['bytes=99999999999999999999-', `bytes=${'9'.repeat(400)}-`]) {
      const res = await t.app.request('/media/img/ab/abc123-480.webp', { headers: { range } });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */1000');
    }
    const huge = await t.app.request('/media/img/ab/abc123-480.webp', {
      headers: { range: 'bytes=990-99999999999999999999' },
    });
    expect(huge.status).toBe(206);
    expect(huge.headers.get('content-range')).toBe('bytes 990-999/1000');
  });
});
