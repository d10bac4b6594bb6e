// One pass of keeping the user's own photos for offline use: drop what no blog shows any more, fetch
// what is missing a few at a time in order (most recently used first) until the size limit, then drop
// whatever the limit has no room for. A failed fetch (no network, cancelled, a full device) ends the pass;
// what was fetched stays and the next pass carries on from there.
import { type CachedPhoto, ownPhotosCacheName } from './cached-photos.ts';
import { readMeta, type UserDb } from './db.ts';
import { beyondBudget, rankWants } from './photo-cache-plan.ts';
import { evict, keep, reconcile } from './photo-cache-store.ts';
import { type PhotoWant, photoWants, type Screen } from './photo-wants.ts';
import { wantedSaved } from './saved-blogs.ts';

/** Marks the page's own fetches, which the worker's media route leaves alone (media-cache-plugin.ts). */
export const PREFETCH_HEADER = 'X-Photo-Prefetch';
export const PREFETCH_CONCURRENCY = 3;
/** A photo that takes longer than this is left for the next pass, so one stuck fetch cannot hold it. */
const FETCH_TIMEOUT_MS = 60_000;

export interface PrefetchEnv {
  caches: CacheStorage;
  fetch: typeof fetch;
  screen: Screen;
  /** Bytes the cache may hold. */
  budget: number;
  /** Aborted when the user signs out or another user signs in. */
  signal: AbortSignal;
  concurrency?: number;
}

async function fetchOne(db: UserDb, cache: Cache, env: PrefetchEnv, want: PhotoWant) {
  try {
    // A photo shown before is in the worker's `media` cache already: copied, not downloaded again.
    const response =
      (await env.caches.match(want.url, { cacheName: 'media' })) ??
      (await env.fetch(want.url, {
        headers: { [PREFETCH_HEADER]: '1' },
        signal: AbortSignal.any([env.signal, AbortSignal.timeout(FETCH_TIMEOUT_MS)]),
      }));
    // Gone from the server meanwhile (the blog changed): the next pass will not want it.
    if (response.status !== 200) return 'skip';
    if (env.signal.aborted) return 'stop';
    return await keep(db, cache, { url: want.url, imageId: want.imageId, usedAt: want.changedAt }, response);
  } catch {
    return 'stop';
  }
}

/** Answers how many variants it fetched, and whether it got through (nothing missing it had room for). */
export async function prefetchOwnPhotos(
  db: UserDb,
  env: PrefetchEnv,
): Promise<{ fetched: number; complete: boolean }> {
  const { userId } = await readMeta(db);
  const cache = await env.caches.open(ownPhotosCacheName(userId));
  const rows: Map<string, CachedPhoto> = await reconcile(db, cache);
  // Saved public blogs' photos are wanted too: kept while saved, and counted in the same limit.
  const saved = (await db.savedBlogs.toArray()).map(wantedSaved);
  // The summaries hold the photos without the stories: a pass follows every pull that changed something.
  const wants = photoWants([...(await db.blogSummaries.toArray()), ...saved], env.screen);
  const wanted = new Set(wants.map((w) => w.url));
  await evict(
    db,
    cache,
    rows,
    [...rows.keys()].filter((url) => !wanted.has(url)),
  );

  const ranked = rankWants(wants, rows);
  let next = 0;
  let total = 0;
  let fetched = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && !env.signal.aborted && total < env.budget) {
      const want = ranked[next++];
      if (!want) return;
      const known = rows.get(want.url);
      if (known) {
        total += known.bytes;
        continue;
      }
      const outcome = await fetchOne(db, cache, env, want);
      if (outcome === 'stop') stopped = true;
      else if (outcome !== 'skip') {
        rows.set(want.url, outcome);
        total += outcome.bytes;
        fetched += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: env.concurrency ?? PREFETCH_CONCURRENCY }, worker));
  if (env.signal.aborted) return { fetched, complete: false };
  await evict(db, cache, rows, beyondBudget(rankWants(wants, rows), rows, env.budget));
  return { fetched, complete: !stopped };
}
