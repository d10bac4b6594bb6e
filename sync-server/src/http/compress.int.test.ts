// Negotiated compression on a real socket (fetch would decode it out of sight): JSON and HTML answers
// go out in the encoding the client prefers and decode to the same bytes; streams, media, ranges, small
// answers and HEAD go out as they are.
import { type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { form, send } from '../routes/blogs/blog-test-kit';
import { insertBlog, insertUser, type TestUser } from '../testing/factories';
import { photo } from '../testing/images';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startHttpServer } from './node-server';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('compression of answers', () => {
  let t: TestApp;
  let ann: TestUser;
  let server: ReturnType<typeof startHttpServer>;
  let port: number;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
    server = startHttpServer(t.app.fetch, { port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    // The event stream the test left open would keep close() waiting.
    (server as Server).closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  /** The answer's bytes as sent, undecoded; with untilFirstChunk, only what came first (a stream). */
  function get(
    path: string,
    headers: Record<string, string>,
    method = 'GET',
    untilFirstChunk = false,
  ): Promise<Raw> {
    return new Promise((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        const done = () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (untilFirstChunk) {
            done();
            req.destroy();
          }
        });
        res.on('end', done);
      });
      req.on('error', (error) => (untilFirstChunk ? undefined : reject(error)));
      req.end();
    });
  }
  const decode = (raw: Raw) => {
    if (raw.headers['content-encoding'] === 'br') return brotliDecompressSync(raw.body);
    if (raw.headers['content-encoding'] === 'gzip') return gunzipSync(raw.body);
    return raw.body;
  };

  it('sends JSON in the encoding the client prefers, decoding to the same answer', async () => {
    await insertBlog(t.deps, ann.user, { blogBody: 'Long days by the sea. '.repeat(200) });
    for (const path of ['/api/blogs/', '/api/public/blogs/']) {
      const plain = await get(path, ann.auth);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.headers.vary, path).toMatch(/accept-encoding/i);
      const cases: [string, string | undefined][] = [
        ['gzip, deflate, br', 'br'],
        ['br;q=0.5, gzip', 'gzip'],
        ['gzip', 'gzip'],
        ['*', 'br'],
        ['identity', undefined],
        ['br;q=0, gzip;q=0', undefined],
      ];
      for (const [accept, expected] of cases) {
        const raw = await get(path, { ...ann.auth, 'accept-encoding': accept });
        expect(raw.status, `${path} ${accept}`).toBe(200);
        expect(raw.headers['content-encoding'], `${path} ${accept}`).toBe(expected);
        expect(raw.headers.vary, `${path} ${accept}`).toMatch(/accept-encoding/i);
        expect(Number(raw.headers['content-length']), `${path} ${accept}`).toBe(raw.body.byteLength);
        expect(decode(raw).equals(plain.body), `${path} ${accept}`).toBe(true);
        if (expected) expect(raw.body.byteLength).toBeLessThan(plain.body.byteLength / 4);
      }
    }
  });

  it('leaves small answers and HEAD as they are', async () => {
    const small = await get('/api/public/blogs/', { 'accept-encoding': 'br, gzip' });
    expect(small.body.toString()).toBe('[]');
    expect(small.headers['content-encoding']).toBeUndefined();
    const missing = await get('/api/nope', { 'accept-encoding': 'br, gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    await insertBlog(t.deps, ann.user, { blogBody: 'x'.repeat(5000) });
    const head = await get('/api/blogs/', { ...ann.auth, 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses media, byte ranges or the event stream', async () => {
    const made = await (
      await t.app.request(
        '/api/blogs/',
        send('POST', form({ blogTitle: 'Oslo', images: [await photo('#246', 1600, 1200)] }), ann),
      )
    ).json();
    const url: string = made.imageData.imageUrls[0].url;
    const image = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(image.status).toBe(200);
    expect(image.body.byteLength).toBeGreaterThan(1024);
    expect(image.headers['content-encoding']).toBeUndefined();
    const range = await get(url, { 'accept-encoding': 'br, gzip', range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.byteLength).toBe(100);

    const events = await get('/api/sync/events', { ...ann.auth, 'accept-encoding': 'br, gzip' }, 'GET', true);
    expect(events.status).toBe(200);
    expect(events.headers['content-type']).toMatch(/text\/event-stream/);
    expect(events.headers['content-encoding']).toBeUndefined();
    // The first event arrives by itself, readable as it is: nothing holds the stream back to compress it.
    expect(events.body.toString()).toMatch(/^(:|event:|data:|retry:|id:)/m);
  });
});
