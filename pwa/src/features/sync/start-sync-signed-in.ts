// The sync engine and the database library are most of the app's code a visitor never uses: they load the
// first time someone is signed in on this device (a stored session at start, or a sign-in later), and
// from then on sync-runtime.ts follows every sign-in, expiry and sign-out itself.
import { subscribe } from 'valtio';
import { session } from '../../state/session.ts';

type Runtime = { startSyncRuntime: () => () => void };

const loadRuntime = (): Promise<Runtime> => import('./sync-runtime.ts');

/**
 * Fetches the sync engine ahead of a sign-in (the visitor is on the login form): on a first visit its
 * download would otherwise start only once the server has answered, queued behind the service worker
 * caching the app, and hold back the first sync by as long. Not offline, where it cannot come: the HTML
 * standard long kept a failed module download failed for the page's life (Chromium 156 tries again), and
 * in a browser that still does, the sign-in that follows once the network is back would start no engine.
 */
export function preloadSyncRuntime(load: () => Promise<Runtime> = loadRuntime): void {
  if (!navigator.onLine) return;
  // A failed download is tried again when the session starts (below), which reports it.
  load().catch(() => undefined);
}

export function startSyncWhenSignedIn(load: () => Promise<Runtime> = loadRuntime): void {
  let started = false;
  const check = () => {
    if (started || !session.user) return;
    started = true;
    unsubscribe();
    load().then(
      (runtime) => runtime.startSyncRuntime(),
      // Only a failed download lands here (offline before the service worker cached the app): the next
      // page load tries again, and the data screens say they are waiting for the database meanwhile.
      (error: unknown) => console.error('could not load the sync engine', error),
    );
  };
  const unsubscribe = subscribe(session, check);
  check();
}
