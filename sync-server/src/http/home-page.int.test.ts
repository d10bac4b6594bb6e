// `/` carries the home page's first featured blogs as a JSON data block (home-page.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FEATURED_IN_PAGE } from '../../../shared/api/featured-in-page';
import type { DocumentStore } from '../ports/document-store';
import { insertBlog, insertUser } from '../testing/factories';
import { createTestDeps } from '../testing/test-app';
import { createApp } from './app';
import { scriptSafeJson } from './home-page';

const PAGE = `<!doctype html><html><head><title>Travel Blog</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const HOSTILE = '</script><script>alert(1)</script><!-- \u2028 & > done';
const FEATURED_API = '/api/public/blogs/?view=summary&featured=true';

/** The data blocks of a page, as their text. */
const blocks = (html: string) =>
  [...html.matchAll(/<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/g)].map((m) => ({
    id: m[1],
    text: m[2] ?? '',
  }));

describe('the home page with its featured blogs', () => {
  let made: Awaited<ReturnType<typeof createTestDeps>>;
  let app: ReturnType<typeof createApp>;
  let blogId = '';
  beforeEach(async () => {
    made = await createTestDeps();
    const pwaDir = join(made.dir, 'pwa');
    await mkdir(pwaDir, { recursive: true });
    await writeFile(join(pwaDir, 'index.html'), PAGE);
    const ann = await insertUser(made.deps, { name: 'Ann Lee' });
    blogId = (await insertBlog(made.deps, ann.user, { blogTitle: HOSTILE, featured: true }))._id;
    await insertBlog(made.deps, ann.user, { blogTitle: 'Not featured' });
    app = createApp({ ...made.deps, pwaDir });
  });
  afterEach(() => made.close());

  it('holds the API’s first featured page, as data that no title can break out of', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    const found = blocks(html);
    expect(found.map((b) => b.id)).toEqual([FEATURED_IN_PAGE.elementId]);
    const text = found[0]?.text ?? '';
    // The hostile title ends neither the block nor a line: its <, >, & and U+2028 are escaped.
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(html.match(/<script/g)).toHaveLength(1);
    const api = await (await app.request(FEATURED_API)).json();
    expect(JSON.parse(text)).toEqual(api);
    expect(api.blogs.map((b: { blogTitle: string }) => b.blogTitle)).toEqual([HOSTILE]);
    // The rest of the page is the built file's.
    expect(html.replace(/<script[\s\S]*<\/script>/, '')).toBe(PAGE);
  });

  it('changes its tag with the blogs, answers 304 to the tag it gave, and HEAD without a body', async () => {
    const first = await app.request('/');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"home-/);
    const again = await app.request('/', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await app.request('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    // A view changes the public answers (they show views), so the page changes too.
    expect((await app.request(`/api/public/blogs/${blogId}`, { method: 'PUT' })).status).toBe(200);
    const after = await app.request('/', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const [block] = blocks(await after.text());
    expect(JSON.parse(block?.text ?? '{}').blogs[0].views).toBe(1);
  });

  it('goes out compressed when the client accepts it', async () => {
    const res = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(blocks(html)).toHaveLength(1);
    expect(Number(res.headers.get('content-length'))).toBeLessThan(html.length);
  });

  it('is the only page that carries them', async () => {
    for (const path of ['/sign-in', '/public-blog/x', '/index.html']) {
      const html = await (await app.request(path)).text();
      expect(html, path).toBe(PAGE);
    }
  });

  it('is still served, without the block, when the store cannot be read', async () => {
    const broken = new Proxy(made.deps.store, {
      get: (store, key: keyof DocumentStore) =>
        key === 'collection'
          ? () => {
              throw new Error('store down');
            }
          : store[key],
    });
    const down = createApp({ ...made.deps, store: broken, pwaDir: join(made.dir, 'pwa') });
    const res = await down.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(PAGE);
    expect(made.log.lines.join('\n')).toMatch(/served without its featured blogs[\s\S]*store down/);
  });
});

describe('scriptSafeJson', () => {
  it('escapes what could end a script element or a line, and stays the same JSON', () => {
    const value = { t: '</script><!--<script>&\u2028\u2029' };
    const safe = scriptSafeJson(JSON.stringify(value));
    expect(safe).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(safe)).toEqual(value);
  });
});
