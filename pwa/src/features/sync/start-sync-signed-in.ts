// The sync engine and the database library are most of the app's code a visitor never uses: they load the
// first time someone is signed in on this device (a stored session at start, or a sign-in later), and
// from then on sync-runtime.ts follows every sign-in, expiry and sign-out itself.
import { subscribe } from 'valtio';
import { session } from '../../state/session.ts';

type Runtime = { startSyncRuntime: () => () => void };

export function startSyncWhenSignedIn(
  load: () => Promise<Runtime> = () => import('./sync-runtime.ts'),
): void {
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
