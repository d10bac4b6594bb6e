// Security headers and the CSP on every kind of answer the server gives: pages, the SPA fallback, hashed
// and precompressed assets, API JSON (plain and compressed, 200 and 4xx), 304s, media, 404s, 413 and a
// 500 from a failing store. A header set only on the happy path is a header an attacker can route around.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app';
import type { AnyDoc, Collection, DocumentStore } from '../ports/document-store';
import { insertBlog, insertUser, json, type TestUser } from '../testing/factories';
import { type Adversary, ASSET as BUILT_FILE, createAdversary } from './adversary-kit';

const ASSET = `/${BUILT_FILE}`;
const IMAGE = '/media/img/ab/abc123-480.webp';

let a: Adversary;
let user: TestUser;
let broken: ReturnType<typeof createApp>;

/** The store as it is when its disk fails: every operation rejects. */
function failingStore(store: DocumentStore): DocumentStore {
  const fail = async () => {
    throw new Error('EIO: i/o error, read');
  };
  const collection = (name: string) =>
    new Proxy({ name } as Collection<AnyDoc>, {
      get: (target, key) => (key === 'name' ? target.name : fail),
    });
  return { ...store, collection: collection as DocumentStore['collection'], withLock: fail };
}

beforeAll(async () => {
  a = await createAdversary();
  const { pwaDir = '' } = a.deps;
  await writeFile(join(pwaDir, `${ASSET}.gz`), gzipSync(await readFile(join(pwaDir, ASSET))));
  await a.deps.blobs.put(IMAGE.replace('/media/', ''), Buffer.from('RIFF....WEBP'), {
    contentType: 'image/webp',
  });
  user = await insertUser(a.deps);
  for (let i = 0; i < 30; i++)
    await insertBlog(a.deps, user.user, { blogTitle: `Trip ${i}`, featured: true });
  broken = createApp({ ...a.deps, store: failingStore(a.deps.store) });
});
afterAll(() => a.close());

type Answer = [kind: string, status: number, get: () => Response | Promise<Response>];

const get =
  (path: string, headers: Record<string, string> = {}) =>
  () =>
    a.app.request(path, { headers });

async function etagOf(path: string): Promise<string> {
  const res = await a.app.request(path);
  await res.body?.cancel();
  return res.headers.get('etag') ?? 'none';
}

const answers: Answer[] = [
  ['the home page', 200, get('/')],
  ['a client route (SPA fallback)', 200, get('/sign-in')],
  ['a hashed asset', 200, get(ASSET)],
  ['a precompressed asset', 200, get(ASSET, { 'accept-encoding': 'gzip' })],
  [
    'a page revalidated (304)',
    304,
    async () => a.app.request('/', { headers: { 'if-none-match': await etagOf('/') } }),
  ],
  ['API JSON', 200, get('/api/health')],
  ['compressed API JSON', 200, get('/api/public/blogs/', { 'accept-encoding': 'gzip, br' })],
  ['API 401', 401, get('/api/users/me')],
  ['API 400', 400, () => a.app.request('/api/users/login', json({ email: { $ne: null } }))],
  ['API 404', 404, get('/api/nope')],
  ['API 413', 413, () => a.app.request('/api/msg', json({ msg: 'x'.repeat(2 * 1024 * 1024) }))],
  ['a missing file (404)', 404, get('/missing-Ab12Cd34.js')],
  ['media refusing an address (404)', 404, get('/media/..%2F..%2Fdb%2Fusers.db')],
  [
    'a server error (500 from a failing store)',
    500,
    () => broken.request('/api/users/me', { headers: user.auth }),
  ],
];

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectAppHeaders(res: Response, kind: string): void {
  const h = (name: string) => res.headers.get(name);
  expect(h('x-content-type-options'), kind).toBe('nosniff');
  expect(h('x-frame-options'), kind).toBe('DENY');
  expect(h('referrer-policy'), kind).toBe('strict-origin-when-cross-origin');
  expect(h('cross-origin-opener-policy'), kind).toBe('same-origin');
  expect(h('cross-origin-resource-policy'), kind).toBe('same-origin');
  expect(h('permissions-policy'), kind).toMatch(/camera=\(\)/);
  const csp = directives(h('content-security-policy') ?? '');
  expect(csp.get('default-src'), kind).toEqual(["'self'"]);
  // Only our own files may run: no inline script, no eval, no other origin, no data: or blob: script.
  expect(csp.get('script-src'), kind).toEqual(["'self'"]);
  expect(csp.get('object-src'), kind).toEqual(["'none'"]);
  expect(csp.get('base-uri'), kind).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), kind).toEqual(["'none'"]);
  expect(csp.get('form-action'), kind).toEqual(["'self'"]);
}

describe('security headers on every kind of answer', () => {
  it.each(answers)('%s', async (kind, status, send) => {
    const res = await send();
    expect(res.status, kind).toBe(status);
    expectAppHeaders(res, kind);
    await res.body?.cancel();
  });

  it('sends the precompressed asset as such, so the row above is the compressed answer', async () => {
    const res = await a.app.request(ASSET, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    await res.body?.cancel();
  });

  it('a 500 says nothing of the failure', async () => {
    const res = await broken.request('/api/users/me', { headers: user.auth });
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: expect.any(String) });
    expect(text).not.toMatch(/EIO|i\/o error|\bat /);
  });

  // An uploaded file is the uploader's bytes: sandboxed with nothing allowed, not the page's policy.
  it.each<[string, number, Record<string, string>, string]>([
    ['an image', 200, {}, IMAGE],
    ['an image revalidated (304)', 304, { 'if-none-match': '"img/ab/abc123-480.webp"' }, IMAGE],
    ['a missing image (404)', 404, {}, '/media/img/ab/missing.webp'],
  ])('media: %s gets the sandbox CSP and nosniff', async (kind, status, headers, path) => {
    const res = await a.app.request(path, { headers });
    expect(res.status, kind).toBe(status);
    expect(res.headers.get('content-security-policy'), kind).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options'), kind).toBe('nosniff');
    expect(res.headers.get('x-frame-options'), kind).toBe('DENY');
    await res.body?.cancel();
  });
});
