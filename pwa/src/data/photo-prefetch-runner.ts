// Runs the photo prefetch (photo-prefetch.ts) in the background after each pull: never awaited by the
// sync cycle, one pass per database at a time (a request during a pass makes one more pass after it),
// skipped offline, where the browser has no Cache Storage, or when nothing was pulled since a pass got
// through (a cycle runs for every draft save while the user types), and cancelled, and waited for,
// before the user's database closes (sign-out, another user signing in), so nothing is written after it
// is deleted.
import { storageUse } from '../pwa/storage-estimate.ts';
import { readMeta, type UserDb } from './db.ts';
import { ownPhotosBudget } from './photo-cache-plan.ts';
import { type PrefetchEnv, prefetchOwnPhotos } from './photo-prefetch.ts';
import { releaseCachedCopies } from './photo-prune.ts';
import type { Screen } from './photo-wants.ts';
import { onUserDataClosing } from './user-data.ts';

/** What a pass needs, or null to skip it. */
export type PrefetchSetup = (signal: AbortSignal) => Promise<PrefetchEnv | null>;

interface Run {
  controller: AbortController;
  again: boolean;
  done: Promise<void>;
}

const runs = new Map<UserDb, Run>();
/**
 * Databases that are closing: no pass starts for them any more. The sync cycle still running while the
 * database closes asks for one as it ends, and that pass would open the user's photo cache again after
 * sign-out deleted it.
 */
const closing = new WeakSet<UserDb>();
/** The pull cursor each database's last complete pass saw. */
const doneAt = new WeakMap<UserDb, string | null>();

/** The widest this device shows the app (either way up), so turning it fetches nothing. */
export const deviceScreen = (): Screen => ({
  width: Math.max(window.innerWidth, window.screen.width, window.screen.height),
  devicePixelRatio: window.devicePixelRatio || 1,
  origin: window.location.origin,
});

/** The browser's, on the device's screen. */
export const browserSetup: PrefetchSetup = async (signal) => {
  if (typeof caches === 'undefined' || typeof window === 'undefined' || !navigator.onLine) return null;
  return {
    caches,
    fetch: (input, init) => fetch(input, init),
    screen: deviceScreen(),
    budget: ownPhotosBudget((await storageUse())?.quota ?? null),
    signal,
  };
};

async function passes(db: UserDb, run: Run, setup: PrefetchSetup): Promise<void> {
  const { signal } = run.controller;
  do {
    run.again = false;
    const { cursor } = await readMeta(db);
    if (doneAt.has(db) && doneAt.get(db) === cursor) return;
    const env = await setup(signal);
    if (!env || signal.aborted) return;
    const { complete } = await prefetchOwnPhotos(db, env);
    if (signal.aborted) return;
    await releaseCachedCopies(db);
    if (complete) doneAt.set(db, cursor);
  } while (run.again && !signal.aborted);
}

/** Starts a pass for `db`, or asks the running one for another; resolves when they end (none need wait). */
export function requestPhotoPrefetch(db: UserDb, setup: PrefetchSetup = browserSetup): Promise<void> {
  if (closing.has(db)) return Promise.resolve();
  const running = runs.get(db);
  if (running) {
    running.again = true;
    return running.done;
  }
  const run: Run = { controller: new AbortController(), again: false, done: Promise.resolve() };
  runs.set(db, run);
  run.done = passes(db, run, setup)
    .catch((error: unknown) => {
      // Keeping photos for offline use is a convenience: a failure leaves them to the next pass.
      if (!run.controller.signal.aborted) console.warn('photos not kept for offline use', error);
    })
    .finally(() => runs.delete(db));
  return run.done;
}

/** Stops the pass running for `db`, if any, and starts none after; resolves once it wrote its last. */
export async function cancelPhotoPrefetch(db: UserDb): Promise<void> {
  closing.add(db);
  const run = runs.get(db);
  if (!run) return;
  run.controller.abort();
  await run.done;
}

onUserDataClosing((data) => cancelPhotoPrefetch(data.db));
