// The public outbox (public-outbox.ts) brings the database library, which a visitor's first page must
// not download: it loads when a form has something to keep, or at start when this device has kept
// something before (its database exists). Whoever waits for it (the layout's sender, a form following
// its submission) is told once it is there.
import type { PublicOutbox } from './public-outbox.ts';

export const PUBLIC_OUTBOX_DB = 'travel-blog-public-outbox';

let loaded: PublicOutbox | null = null;
let loading: Promise<PublicOutbox> | null = null;
const waiting = new Set<(outbox: PublicOutbox) => void>();

export function loadPublicOutbox(): Promise<PublicOutbox> {
  loading ??= import('./public-outbox.ts').then(
    ({ publicOutbox }) => {
      loaded = publicOutbox;
      for (const use of waiting) use(publicOutbox);
      return publicOutbox;
    },
    (error: unknown) => {
      // A failed download (offline before the service worker cached the app) may succeed next time.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Calls `use` with the outbox once it has loaded (at once when it has); answers the function that stops. */
export function whenOutboxLoaded(use: (outbox: PublicOutbox) => void): () => void {
  if (loaded) use(loaded);
  else waiting.add(use);
  return () => waiting.delete(use);
}

/** Whether this device may have kept a submission: the outbox's database exists (or we cannot tell). */
export async function outboxMayHoldWork(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((db) => db.name === PUBLIC_OUTBOX_DB);
  } catch {
    return true;
  }
}

/** What the forms queue through: the outbox, loaded on the first submission that needs it. */
export const lazyOutbox: Pick<PublicOutbox, 'enqueue'> = {
  enqueue: async (submission) => (await loadPublicOutbox()).enqueue(submission),
};
