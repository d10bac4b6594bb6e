// The sync engine and the database library are most of the app's code a visitor never uses: they load the
// first time someone is signed in on this device (a stored session at start, or a sign-in later), and
// from then on sync-runtime.ts follows every sign-in, expiry and sign-out itself.
import { subscribe } from 'valtio';
import { session } from '../../state/session.ts';

type Runtime = { startSyncRuntime: () => () => void };

const loadRuntime = (): Promise<Runtime> => import('./sync-runtime.ts');

/**
 * The runtime once a download of it has come (the preload below): a sign-in then starts it in the same
 * task. Asked for again, import() answers in a later task, behind the page the sign-in navigates to, and
 * the first sync of a new device waited for that page to render (110-150 ms in Chromium here).
 */
let loaded: Runtime | null = null;
const remember = (runtime: Runtime): Runtime => {
  loaded = runtime;
  return runtime;
};

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
  load().then(remember, () => undefined);
}

export function startSyncWhenSignedIn(load: () => Promise<Runtime> = loadRuntime): void {
  let started = false;
  const check = () => {
    if (started || !session.user) return;
    started = true;
    unsubscribe();
    if (loaded) {
      loaded.startSyncRuntime();
      return;
    }
    load().then(
      (runtime) => remember(runtime).startSyncRuntime(),
      // Only a failed download lands here (offline before the service worker cached the app): the next
      // page load tries again, and the data screens say they are waiting for the database meanwhile.
      (error: unknown) => console.error('could not load the sync engine', error),
    );
  };
  const unsubscribe = subscribe(session, check);
  check();
}
