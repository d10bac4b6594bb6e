// The service worker's part in showing photos offline (vite.config.ts, the `media` route). The page keeps
// the user's own photos in a cache of its own (data/cached-photos.ts, `own-photos-<user>`); the route's
// CacheFirst looks there when `media` has no copy, and with no network it answers another width of the
// same photo rather than nothing (a srcset asks for the width this screen wants now, which may not be
// the one kept). workbox-build copies these functions into the generated worker as source text, so each
// one stands alone: no imports, no helpers, the cache names and the prefetch header written out.

interface CacheLike {
  match(request: Request | string, options?: { ignoreVary?: boolean }): Promise<Response | undefined>;
  keys(): Promise<readonly Request[]>;
}

interface CachesLike {
  match(request: Request | string, options?: { ignoreVary?: boolean }): Promise<Response | undefined>;
  keys(): Promise<string[]>;
  open(name: string): Promise<CacheLike>;
}

/** The route: same-origin images, but not the page's prefetches, which belong in the own-photos cache. */
export const isMediaRequest = ({
  url,
  request,
  sameOrigin,
}: {
  url: URL;
  request: Request;
  sameOrigin: boolean;
}) => sameOrigin && url.pathname.startsWith('/media/') && !request.headers.has('x-photo-prefetch');

export const ownPhotosPlugin = {
  // Any cache holding this very URL will do: media keys never change their bytes.
  cachedResponseWillBeUsed: async ({
    cachedResponse,
    request,
  }: {
    cachedResponse?: Response | undefined;
    request: Request;
  }) =>
    cachedResponse ??
    (await (globalThis as unknown as { caches: CachesLike }).caches.match(request, { ignoreVary: true })) ??
    null,

  // Offline and not kept at this width: the kept width nearest above it, else the widest below.
  handlerDidError: async ({ request }: { request: Request }) => {
    const variant = /^(.+)-(\d+)\.webp$/;
    const asked = variant.exec(new URL(request.url).pathname);
    if (!asked) return undefined;
    const width = Number(asked[2]);
    const storage = (globalThis as unknown as { caches: CachesLike }).caches;
    let best: { width: number; cache: CacheLike; key: Request } | undefined;
    for (const name of await storage.keys()) {
      if (name !== 'media' && !name.startsWith('own-photos-')) continue;
      const cache = await storage.open(name);
      for (const key of await cache.keys()) {
        const found = variant.exec(new URL(key.url).pathname);
        if (!found || found[1] !== asked[1]) continue;
        const w = Number(found[2]);
        const better = !best || (best.width < width ? w > best.width : w >= width && w < best.width);
        if (better) best = { width: w, cache, key };
      }
    }
    return best ? best.cache.match(best.key, { ignoreVary: true }) : undefined;
  },
};
