// What should start a sync besides the server's pokes: the network came back, the user returned to the
// tab (a phone that slept for an hour has missed pokes and may have lost its event stream), or a write
// was stored in any tab of this user (the leader tab sees other tabs' writes through a live query).
import { liveQuery } from 'dexie';
import type { UserDb } from './db.ts';

export function watchTriggers(request: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {};
  const onVisibility = () => {
    if (document.visibilityState === 'visible') request();
  };
  window.addEventListener('online', request);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('online', request);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Calls `request` after every local write; the meta row's write counter rises with each one. */
export function watchLocalWrites(db: UserDb, request: () => void): () => void {
  let seen: number | null = null;
  const subscription = liveQuery(() => db.meta.get('sync')).subscribe({
    next: (meta) => {
      if (meta && seen !== null && meta.writes > seen) request();
      seen = meta?.writes ?? seen;
    },
    error: (error: unknown) => console.error('sync: cannot watch local writes', error),
  });
  return () => subscription.unsubscribe();
}
