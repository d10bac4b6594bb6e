import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownPhotosCacheName } from '../data/cached-photos.ts';
import { PREFETCH_HEADER } from '../data/photo-prefetch.ts';
import { FakeCacheStorage, ORIGIN } from '../data/test-support/fake-caches.ts';
import { isMediaRequest, ownPhotosPlugin } from './media-cache-plugin.ts';

const photo = (id: string, width: number) => `${ORIGIN}/media/img/${id.slice(0, 2)}/${id}-${width}.webp`;
let caches: FakeCacheStorage;

beforeEach(() => {
  caches = new FakeCacheStorage();
  vi.stubGlobal('caches', caches);
});
afterEach(() => vi.unstubAllGlobals());

async function keep(cacheName: string, url: string, text = url) {
  await (await caches.open(cacheName)).put(url, new Response(text));
}

const answer = async (response: Response | null | undefined) => (response ? response.text() : null);

describe('the worker’s media route', () => {
  it('takes same-origin images, but lets the page’s own prefetches through', () => {
    const route = (url: string, headers: Record<string, string> = {}, sameOrigin = true) =>
      isMediaRequest({ url: new URL(url), request: new Request(url, { headers }), sameOrigin });
    expect(route(photo('aa01', 480))).toBe(true);
    expect(route(photo('aa01', 480), { [PREFETCH_HEADER]: '1' })).toBe(false);
    expect(route(`${ORIGIN}/api/blogs`)).toBe(false);
    expect(route('https://cdn.example/media/x.webp', {}, false)).toBe(false);
  });

  it('answers a photo `media` lacks from the user’s own-photos cache', async () => {
    const url = photo('aa01', 480);
    await keep(ownPhotosCacheName('ann'), url, 'own copy');
    const use = (cachedResponse?: Response) =>
      ownPhotosPlugin.cachedResponseWillBeUsed({ cachedResponse, request: new Request(url) });
    expect(await answer(await use())).toBe('own copy');
    expect(await answer(await use(new Response('media copy')))).toBe('media copy');
    expect(
      await ownPhotosPlugin.cachedResponseWillBeUsed({ request: new Request(photo('bb01', 480)) }),
    ).toBeNull();
  });

  it('offline, answers the kept width nearest above the one asked for, else the widest below', async () => {
    await keep(ownPhotosCacheName('ann'), photo('aa01', 960));
    await keep(ownPhotosCacheName('ann'), photo('aa01', 1600));
    await keep('media', photo('aa01', 480));
    await keep('media', photo('bb01', 1600));
    await keep('workbox-precache-v2', photo('cc01', 480));
    const fallback = async (url: string) =>
      answer(await ownPhotosPlugin.handlerDidError({ request: new Request(url) }));
    expect(await fallback(photo('aa01', 600))).toBe(photo('aa01', 960));
    expect(await fallback(photo('aa01', 1000))).toBe(photo('aa01', 1600));
    expect(await fallback(photo('aa01', 100))).toBe(photo('aa01', 480));
    expect(await fallback(photo('bb01', 480))).toBe(photo('bb01', 1600));
    await (await caches.open(ownPhotosCacheName('ann'))).delete(photo('aa01', 1600));
    expect(await fallback(photo('aa01', 1600))).toBe(photo('aa01', 960));
    // Only caches of photos, and only the same photo; anything not a variant gets nothing.
    expect(await fallback(photo('cc01', 480))).toBeNull();
    expect(await fallback(photo('dd01', 480))).toBeNull();
    expect(await fallback(`${ORIGIN}/media/avatars/x.png`)).toBeNull();
  });
});
