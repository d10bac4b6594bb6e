import { afterEach, describe, expect, it } from 'vitest';
import { ownPhotosCacheName, touchCachedPhotos } from './cached-photos.ts';
import type { UserDb } from './db.ts';
import { PREFETCH_HEADER, type PrefetchEnv, prefetchOwnPhotos } from './photo-prefetch.ts';
import { FakeCacheStorage, ORIGIN } from './test-support/fake-caches.ts';
import { blogWithPhotos } from './test-support/photo-blogs.ts';
import { recordTableRequests } from './test-support/table-requests.ts';
import { testDb } from './test-support/test-db.ts';

const USER = '019a0000-0000-7000-8000-0000000000aa';
const PHONE = { width: 390, devicePixelRatio: 1, origin: ORIGIN };
const url = (id: string, width = 480) => `${ORIGIN}/media/img/${id.slice(0, 2)}/${id}-${width}.webp`;
const JAN = '2026-01-01T00:00:00.000Z';
const MAR = '2026-03-01T00:00:00.000Z';

let db: UserDb;
afterEach(() => db?.close());

/** A server answering every photo with `bytes` bytes, recording what was asked and how. */
function server(bytes = 100) {
  const asked: string[] = [];
  const headers: (string | null)[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    asked.push(String(input));
    headers.push(new Headers(init?.headers).get(PREFETCH_HEADER));
    return new Response(new Uint8Array(bytes), { status: 200, headers: { 'Content-Type': 'image/webp' } });
  };
  return { asked, headers, fetch };
}

async function setup(blogs = [blogWithPhotos('b1', MAR, 'aa01', ['aa02', 'aa03'])]) {
  db = testDb(USER);
  const requests = recordTableRequests(db);
  await db.blogs.bulkPut(blogs);
  const caches = new FakeCacheStorage();
  const env = (fetch: typeof globalThis.fetch, more: Partial<PrefetchEnv> = {}): PrefetchEnv => ({
    caches: caches.storage,
    fetch,
    screen: PHONE,
    budget: 1_000_000,
    signal: new AbortController().signal,
    ...more,
  });
  const own = async () => [...(await caches.open(ownPhotosCacheName(USER))).entries.keys()].sort();
  return { caches, env, own, requests };
}

describe('keeping the user’s own photos for offline use', () => {
  it('fetches the variants the screens need into the user’s own cache, and lists them', async () => {
    const { env, own, caches } = await setup();
    await db.publicBlogs.put({ _id: 'theirs', rev: 1, createdAt: JAN, imageData: { heroImage: null } });
    const { asked, headers, fetch } = server(120);
    expect(await prefetchOwnPhotos(db, env(fetch))).toEqual({ fetched: 3, complete: true });
    expect(asked).toEqual([url('aa01'), url('aa02'), url('aa03')]);
    // Marked, so the worker's media route lets them through instead of caching them in `media` too.
    expect(headers).toEqual(['1', '1', '1']);
    expect(await own()).toEqual([url('aa01'), url('aa02'), url('aa03')]);
    expect(await caches.has('media')).toBe(false);
    expect(await db.cachedPhotos.get(url('aa02'))).toEqual({
      url: url('aa02'),
      imageId: 'aa02',
      bytes: 120,
      usedAt: Date.parse(MAR),
    });
    // All kept: the next pass fetches nothing.
    expect(await prefetchOwnPhotos(db, env(fetch))).toEqual({ fetched: 0, complete: true });
    expect(asked).toHaveLength(3);
  });

  it('reads the blogs’ summaries, not their stories (a pass follows every pull that changed something)', async () => {
    const { env, own, requests } = await setup();
    requests.clear();
    expect(await prefetchOwnPhotos(db, env(server().fetch))).toEqual({ fetched: 3, complete: true });
    expect(await own()).toEqual([url('aa01'), url('aa02'), url('aa03')]);
    expect(requests.reads).toContain('blogSummaries');
    expect(requests.reads).not.toContain('blogs');
  });

  it('copies a photo already shown (in the worker’s media cache) instead of downloading it again', async () => {
    const { env, own, caches } = await setup();
    await (await caches.open('media')).put(url('aa02'), new Response(new Uint8Array(70)));
    const { asked, fetch } = server();
    await prefetchOwnPhotos(db, env(fetch));
    expect(asked).toEqual([url('aa01'), url('aa03')]);
    expect(await own()).toContain(url('aa02'));
    expect((await db.cachedPhotos.get(url('aa02')))?.bytes).toBe(70);
  });

  it('fetches a few at a time', async () => {
    const { env } = await setup([
      blogWithPhotos('b1', MAR, 'aa01', ['aa02', 'aa03', 'aa04', 'aa05', 'aa06']),
    ]);
    let inFlight = 0;
    let most = 0;
    const fetch: typeof globalThis.fetch = async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return new Response(new Uint8Array(10));
    };
    expect((await prefetchOwnPhotos(db, env(fetch))).fetched).toBe(6);
    expect(most).toBe(3);
  });

  it('stays within its limit: the least recently used photo is the one that goes', async () => {
    const { env, own } = await setup([
      blogWithPhotos('old', JAN, 'aa01', ['aa02']),
      blogWithPhotos('new', MAR, 'bb01', ['bb02']),
    ]);
    const { fetch } = server(100);
    const pass = () => prefetchOwnPhotos(db, env(fetch, { budget: 200, concurrency: 1 }));
    await pass();
    expect(await own()).toEqual([url('bb01'), url('bb02')]);

    // bb02 is shown in May, then a blog written in April arrives: bb01, least recently used, makes way.
    await touchCachedPhotos(db, ['bb02'], Date.parse('2026-05-01T00:00:00.000Z'));
    await db.blogs.put(blogWithPhotos('april', '2026-04-01T00:00:00.000Z', 'cc01', []));
    await pass();
    expect(await own()).toEqual([url('bb02'), url('cc01')]);
    expect((await db.cachedPhotos.toArray()).map((r) => r.imageId).sort()).toEqual(['bb02', 'cc01']);
    // Nothing changed since: a full cache does not fetch and evict the same photos again.
    const again = server(100);
    await prefetchOwnPhotos(db, env(again.fetch, { budget: 200 }));
    expect(again.asked).toEqual([]);
  });

  it('drops the photos no blog shows any more', async () => {
    const { env, own } = await setup();
    const { fetch } = server();
    await prefetchOwnPhotos(db, env(fetch));
    await db.blogs.put(blogWithPhotos('b1', MAR, null, ['aa03']));
    await prefetchOwnPhotos(db, env(fetch));
    expect(await own()).toEqual([url('aa03')]);
    expect(await db.cachedPhotos.count()).toBe(1);
  });

  it('stops at the first network failure, keeping what it fetched; a photo gone from the server is skipped', async () => {
    const { env, own } = await setup([blogWithPhotos('b1', MAR, 'aa01', ['aa02', 'aa03', 'aa04'])]);
    const asked: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      asked.push(String(input));
      if (asked.length === 1) return new Response('Not found', { status: 404 });
      if (asked.length === 3) throw new TypeError('Failed to fetch');
      return new Response(new Uint8Array(10));
    };
    expect(await prefetchOwnPhotos(db, env(fetch, { concurrency: 1 }))).toEqual({
      fetched: 1,
      complete: false,
    });
    expect(asked).toHaveLength(3);
    expect(await own()).toEqual([url('aa02')]);
  });

  it('writes nothing more once cancelled (the user signed out)', async () => {
    const { env, own } = await setup();
    const cancel = new AbortController();
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      cancel.abort();
      if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return new Response(new Uint8Array(10));
    };
    expect(await prefetchOwnPhotos(db, env(fetch, { signal: cancel.signal }))).toEqual({
      fetched: 0,
      complete: false,
    });
    expect(await own()).toEqual([]);
    expect(await db.cachedPhotos.count()).toBe(0);
  });

  it('fetches again a photo whose cached bytes went missing, and forgets bytes it has no record of', async () => {
    const { env, own, caches } = await setup();
    const { asked, fetch } = server();
    await prefetchOwnPhotos(db, env(fetch));
    const cache = await caches.open(ownPhotosCacheName(USER));
    await cache.delete(url('aa01'));
    await cache.put(`${ORIGIN}/media/img/zz/zz01-480.webp`, new Response('stray'));
    await prefetchOwnPhotos(db, env(fetch));
    expect(asked.filter((u) => u === url('aa01'))).toHaveLength(2);
    expect(await own()).toEqual([url('aa01'), url('aa02'), url('aa03')]);
  });
});
