// The page's half of Background Sync (public/background-sync.js is the worker's): after a sync attempt
// fails offline, the tag is registered, and the browser fires it once it believes the network works, even for a tab
// in the background whose timers it throttles. Browsers without the API keep the page's own triggers.
export const BACKGROUND_SYNC_TAG = 'travel-blog-outbox';
const MESSAGE = 'travel-blog:background-sync';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Asks the browser for a sync event; registering a tag already waiting is a no-op. */
export async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  try {
    const registration = await navigator.serviceWorker.ready;
    const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync;
    await sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Refused (no permission, private mode): the retry timer and the online event still run.
  }
}

/** Calls `onSync` whenever the worker relays a sync event; answers the function that stops. */
export function onBackgroundSync(onSync: () => void): () => void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return () => {};
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === MESSAGE) onSync();
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
