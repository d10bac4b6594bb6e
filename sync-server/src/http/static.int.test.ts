import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

  it('knows which names are hashed', () => {
    expect(cacheControlFor('/assets/index-DqB3x9Zk.css')).toContain('immutable');
    expect(cacheControlFor('/workbox-8c29f6e4.js')).toContain('immutable');
    expect(cacheControlFor('/sw.js')).toBe('no-cache');
    expect(cacheControlFor('/registerSW.js')).toBe('no-cache');
    expect(cacheControlFor('/icons/icon-192.png')).toBe('no-cache');
  });
});
