// What the store and the blob store hold, read through their ports, so a test can show that a refused
// request stored nothing. The DocumentStore port cannot list its collections, so the store is wrapped
// to remember every collection name anyone opens (the app, a locked section, the test's fixtures).
import type { Deps } from '../deps';
import type { DocumentStore } from '../ports/document-store';
import { RATE_LIMITS } from '../services/rate-limit/counters';
import { flushViewFeed } from '../services/sync/view-feed';

/** Counting a refused attempt is what a rate limit is for; it is not something the request stored. */
const COUNTERS = new Set([RATE_LIMITS]);

export interface WatchedStore extends DocumentStore {
  readonly names: ReadonlySet<string>;
}

export function watchStore(store: DocumentStore): WatchedStore {
  const names = new Set<string>();
  const note = (name: string) => names.add(name);
  return {
    kind: store.kind,
    names,
    collection(name) {
      note(name);
      return store.collection(name);
    },
    withLock: (scope, fn) =>
      store.withLock(scope, (tx) =>
        fn({
          collection(name) {
            note(name);
            return tx.collection(name);
          },
          revisionFloor: tx.revisionFloor,
        }),
      ),
    watch: (name, listener) => store.watch(name, listener),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}

export interface Snapshot {
  docs: Record<string, string>;
  blobs: string[];
}

/** Every document of every collection opened so far (as sorted JSON), and every blob key. */
export async function snapshot(deps: Pick<Deps, 'blobs'> & { store: WatchedStore }): Promise<Snapshot> {
  // A counted view is logged a moment later; settle it now, or it would land in the next snapshot.
  await flushViewFeed(deps.store);
  const docs: Record<string, string> = {};
  for (const name of [...deps.store.names].sort()) {
    if (COUNTERS.has(name)) continue;
    const all = await deps.store.collection(name).find({}, { sort: { _id: 1 } });
    if (all.length) docs[name] = JSON.stringify(all);
  }
  return { docs, blobs: (await deps.blobs.list()).sort() };
}

/** The collections and blob keys that differ between two snapshots, for a readable failure. */
export function changes(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before.docs), ...Object.keys(after.docs)]);
  const changed = [...names].filter((n) => before.docs[n] !== after.docs[n]).map((n) => `collection ${n}`);
  const blobsBefore = new Set(before.blobs);
  const blobsAfter = new Set(after.blobs);
  for (const key of after.blobs) if (!blobsBefore.has(key)) changed.push(`new blob ${key}`);
  for (const key of before.blobs) if (!blobsAfter.has(key)) changed.push(`lost blob ${key}`);
  return changed;
}
