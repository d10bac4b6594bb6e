import { afterEach, describe, expect, it } from 'vitest';
import { ownPhotosCacheName } from './cached-photos.ts';
import type { UserDb } from './db.ts';
import { type PrefetchEnv, prefetchOwnPhotos } from './photo-prefetch.ts';
import { markSavedBlogGone, removeSavedBlog, type SaveEnv, saveBlogOffline } from './save-offline.ts';
import type { SavedDoc } from './saved-blogs.ts';
import { FakeCacheStorage, ORIGIN } from './test-support/fake-caches.ts';
import { blogWithPhotos, photoRef } from './test-support/photo-blogs.ts';
import { recordTableRequests } from './test-support/table-requests.ts';
import { testDb } from './test-support/test-db.ts';

const USER = '019a0000-0000-7000-8000-0000000000aa';
const PHONE = { width: 390, devicePixelRatio: 1, origin: ORIGIN };
const url = (id: string, width = 480) => `${ORIGIN}/media/img/${id.slice(0, 2)}/${id}-${width}.webp`;
const MAR = '2026-03-01T00:00:00.000Z';

let db: UserDb;
afterEach(() => db?.close());

/** Someone else's public blog with a hero and photos. */
const publicBlog = (id: string, hero: string, images: string[]): SavedDoc => ({
  _id: id,
  blogTitle: `blog ${id}`,
  country: 'portugal',
  imageData: { heroImage: photoRef(hero), imageUrls: images.map((i) => photoRef(i)) },
});

function setup() {
  db = testDb(USER);
  const requests = recordTableRequests(db);
  const caches = new FakeCacheStorage();
  const asked: string[] = [];
  let answer = 200;
  const fetch: typeof globalThis.fetch = async (input) => {
    asked.push(String(input));
    return new Response(new Uint8Array(50), { status: answer });
  };
  const progress: [number, number][] = [];
  const env: SaveEnv = {
    caches: caches.storage,
    fetch,
    screen: PHONE,
    onProgress: (done, total) => progress.push([done, total]),
    now: 1000,
  };
  const kept = async () => [...(await caches.open(ownPhotosCacheName(USER))).entries.keys()].sort();
  const fail = (status: number) => {
    answer = status;
  };
  return { caches, env, asked, progress, kept, fail, requests };
}

describe('saving a public blog for offline reading', () => {
  it('keeps its text and its hero and photos in the user’s photo cache, reporting progress', async () => {
    const { env, progress, kept } = setup();
    const doc = publicBlog('p1', 'cc01', ['cc02', 'cc03']);
    await saveBlogOffline(db, doc, env);
    expect(await db.savedBlogs.get('p1')).toEqual({ _id: 'p1', doc, savedAt: 1000, gone: false });
    expect(await kept()).toEqual([url('cc01'), url('cc02'), url('cc03')]);
    expect((await db.cachedPhotos.get(url('cc02')))?.imageId).toBe('cc02');
    expect(progress).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('saves nothing when a photo cannot be fetched, and says so', async () => {
    const { env, kept, fail } = setup();
    fail(503);
    await expect(saveBlogOffline(db, publicBlog('p1', 'cc01', ['cc02']), env)).rejects.toThrow(
      'a photo could not be downloaded (503)',
    );
    expect(await db.savedBlogs.count()).toBe(0);
    expect(await kept()).toEqual([]);
  });

  it('refreshes a saved copy: new photos fetched, photos it no longer shows freed, kept ones not fetched', async () => {
    const { env, asked, kept } = setup();
    await saveBlogOffline(db, publicBlog('p1', 'cc01', ['cc02']), env);
    await markSavedBlogGone(db, 'p1');
    await saveBlogOffline(db, publicBlog('p1', 'cc01', ['cc04']), { ...env, now: 2000 });
    expect(asked).toEqual([url('cc01'), url('cc02'), url('cc04')]);
    expect(await kept()).toEqual([url('cc01'), url('cc04')]);
    expect(await db.savedBlogs.get('p1')).toMatchObject({ savedAt: 2000, gone: false });
  });

  it('lists saved blogs, and removing one frees its photos unless the user’s blogs or another saved blog show them', async () => {
    const { env, kept, requests } = setup();
    await db.blogs.put(blogWithPhotos('own', MAR, 'cc09', []));
    await saveBlogOffline(db, publicBlog('p1', 'cc01', ['cc02', 'cc09']), env);
    await saveBlogOffline(db, publicBlog('p2', 'cc02', []), env);
    expect((await db.savedBlogs.orderBy('savedAt').toArray()).map((s) => s._id)).toEqual(['p1', 'p2']);
    requests.clear();
    await removeSavedBlog(db, 'p1', env.caches);
    // The user's own blogs' photos are found in their summaries: a click reads no story.
    expect(requests.reads).toContain('blogSummaries');
    expect(requests.reads).not.toContain('blogs');
    expect(await db.savedBlogs.get('p1')).toBeUndefined();
    expect(await kept()).toEqual([url('cc02'), url('cc09')]);
    expect((await db.cachedPhotos.toArray()).map((r) => r.url).sort()).toEqual([url('cc02'), url('cc09')]);
    await removeSavedBlog(db, 'p2', env.caches);
    expect(await kept()).toEqual([url('cc09')]);
  });

  it('is not pruned by the photo prefetch while saved, and counts in its size limit', async () => {
    const { env, caches, kept } = setup();
    await db.blogs.put(blogWithPhotos('own', MAR, 'aa01', []));
    await saveBlogOffline(db, publicBlog('p1', 'cc01', ['cc02']), env);
    const prefetch = (budget: number): PrefetchEnv => ({
      caches: caches.storage,
      fetch: env.fetch,
      screen: PHONE,
      budget,
      signal: new AbortController().signal,
    });
    await prefetchOwnPhotos(db, prefetch(1_000_000));
    expect(await kept()).toEqual([url('aa01'), url('cc01'), url('cc02')]);
    // Room for two photos (50 bytes each): the least recently used goes, whichever blog shows it.
    await prefetchOwnPhotos(db, prefetch(100));
    expect(await kept()).toHaveLength(2);
    expect(await kept()).not.toContain(url('cc02'));
  });
});
