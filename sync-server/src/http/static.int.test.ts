import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/vite-precompress';
import { createTestDeps } from '../testing/test-app';
import { createApp } from './app';
import { cacheControlFor } from './static';

describe('serving the built PWA', () => {
  let made: Awaited<ReturnType<typeof createTestDeps>>;
  let app: ReturnType<typeof createApp>;
  beforeEach(async () => {
    made = await createTestDeps();
    const pwaDir = join(made.dir, 'pwa');
    await mkdir(join(pwaDir, 'assets'), { recursive: true });
    await writeFile(
      join(pwaDir, 'index.html'),
      '<!doctype html><link rel="manifest" href="/manifest.webmanifest">',
    );
    await writeFile(join(pwaDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(pwaDir, 'manifest.webmanifest'), '{"name":"Travel Blog"}');
    await writeFile(join(pwaDir, 'assets', 'index-DqB3x9Zk.js'), 'console.log(1)');
    app = createApp({ ...made.deps, pwaDir });
  });
  afterEach(() => made.close());

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await app.request('/assets/index-DqB3x9Zk.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers client routes with index.html (the SPA fallback)', async () => {
    for (const path of ['/faqs', '/public-blog/019a0000-0000-7000-8000-000000000101', '/no/such/page']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('manifest.webmanifest');
    }
  });

  it('does not answer missing files or API routes with the app', async () => {
    expect((await app.request('/missing.png')).status).toBe(404);
    const api = await app.request('/api/nope');
    expect(api.status).toBe(404);
    expect(await api.json()).toHaveProperty('message');
  });

  describe('precompressed by the build', () => {
    const script = `console.log(${JSON.stringify('a journey by train '.repeat(200))});`;
    const page = `<!doctype html><title>Travel Blog</title><p>${'Trips and tiles. '.repeat(200)}</p>`;
    let pwaDir = '';
    beforeEach(async () => {
      pwaDir = join(made.dir, 'pwa');
      await writeFile(join(pwaDir, 'index.html'), page);
      await writeFile(join(pwaDir, 'assets', 'index-DqB3x9Zk.js'), script);
      await precompressDir(pwaDir);
      app = createApp({ ...made.deps, pwaDir });
    });
    const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      app.request(path, { method, headers });
    const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

    it('writes a .br and a .gz copy beside each text file big enough, and none for small ones', async () => {
      expect(brotliDecompressSync(await readFile(join(pwaDir, 'index.html.br'))).toString()).toBe(page);
      expect(gunzipSync(await readFile(join(pwaDir, 'assets', 'index-DqB3x9Zk.js.gz'))).toString()).toBe(
        script,
      );
      await expect(readFile(join(pwaDir, 'sw.js.br'))).rejects.toThrow();
    });

    it('serves the copy the client accepts, with the file’s type, length, tag and caching', async () => {
      const cases: [string, string | null, (b: Buffer) => Buffer][] = [
        ['br, gzip', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['identity', null, (b) => b],
        ['', null, (b) => b],
      ];
      for (const [accept, encoding, decode] of cases) {
        const asset = await get('/assets/index-DqB3x9Zk.js', accept ? { 'accept-encoding': accept } : {});
        expect(asset.status, accept).toBe(200);
        expect(asset.headers.get('content-encoding'), accept).toBe(encoding);
        expect(asset.headers.get('content-type'), accept).toMatch(/^text\/javascript/);
        expect(asset.headers.get('vary'), accept).toBe('Accept-Encoding');
        expect(asset.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
        expect(asset.headers.get('etag'), accept).toMatch(/^W\/"/);
        const body = await bytes(asset);
        expect(Number(asset.headers.get('content-length')), accept).toBe(body.byteLength);
        expect(decode(body).toString(), accept).toBe(script);
      }
      // `/` is this page with the featured blogs inside (home-page.int.test.ts).
      for (const path of ['/faqs', '/index.html']) {
        const res = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
        expect(res.headers.get('content-encoding'), path).toBe('br');
        expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
        expect(res.headers.get('cache-control'), path).toBe('no-cache');
        expect(brotliDecompressSync(await bytes(res)).toString(), path).toBe(page);
      }
      const ranged = await get('/faqs', { range: 'bytes=0-9' });
      expect(ranged.status).toBe(200);
      expect(await ranged.text()).toBe(page);
      const small = await get('/sw.js', { 'accept-encoding': 'br' });
      expect(small.headers.get('content-encoding')).toBeNull();
      expect(await small.text()).toContain('addEventListener');
    });

    it('answers 304 to the tag it gave, in any encoding, and HEAD without a body', async () => {
      const first = await get('/assets/index-DqB3x9Zk.js', { 'accept-encoding': 'br' });
      const etag = first.headers.get('etag') ?? '';
      const again = await get('/assets/index-DqB3x9Zk.js', {
        'if-none-match': etag,
        'accept-encoding': 'gzip',
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await again.text()).toBe('');
      expect(
        (await get('/faqs', { 'if-none-match': (await get('/sign-in')).headers.get('etag') ?? '' })).status,
      ).toBe(304);
      const head = await get('/assets/index-DqB3x9Zk.js', { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-encoding')).toBe('br');
      expect(await head.text()).toBe('');
    });

    it('serves a file rewritten under the running server as written, never its stale copies', async () => {
      const before = await get('/index.html', { 'accept-encoding': 'br' });
      expect(before.headers.get('content-encoding')).toBe('br');
      // A release rewrites the page; its compressed copies are the old release's until rewritten too.
      const next = `${page}<p>the next release</p>`;
      await new Promise((r) => setTimeout(r, 20));
      await writeFile(join(pwaDir, 'index.html'), next);
      const plain = await get('/index.html');
      expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(next)));
      expect(plain.headers.get('etag')).not.toBe(before.headers.get('etag'));
      expect(await plain.text()).toBe(next);
      const after = await get('/index.html', { 'accept-encoding': 'br' });
      expect(brotliDecompressSync(await bytes(after)).toString()).toBe(next);

      await precompressDir(pwaDir);
      const recompressed = await get('/index.html', { 'accept-encoding': 'br' });
      expect(recompressed.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(await bytes(recompressed)).toString()).toBe(next);
    });

    it('serves nothing outside the build', async () => {
      for (const path of [
        '/%2e%2e/db/users.db',
        '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
        '/..%2fpackage.json',
      ])
        expect((await get(path)).status, path).toBe(404);
      expect((await get('/%E0%A4%A.js')).status).toBe(400);
    });
  });

  it('knows which names are hashed', () => {
    expect(cacheControlFor('/assets/index-DqB3x9Zk.css')).toContain('immutable');
    expect(cacheControlFor('/workbox-8c29f6e4.js')).toContain('immutable');
    expect(cacheControlFor('/sw.js')).toBe('no-cache');
    expect(cacheControlFor('/registerSW.js')).toBe('no-cache');
    expect(cacheControlFor('/icons/icon-192.png')).toBe('no-cache');
  });
});
