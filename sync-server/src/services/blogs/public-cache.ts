// The public reads' answers as bytes, kept per version (public-version.ts), so a repeated read costs two
// tiny store reads instead of reading every public blog, counting views and serializing again; each
// compressed form is made once per version too. Safe with several server instances: the version is read
// from the shared store on every request, so an instance whose cache holds an older version misses and
// reads the store; no instance answers bytes older than the version the store reports. Bounded: one
// version is kept (a new one empties the cache), with at most MAX_ENTRIES answers and MAX_BYTES of them.
import type { DocumentStore } from '../../ports/document-store';

const MAX_ENTRIES = 500;
const MAX_BYTES = 32 * 1024 * 1024;

export interface CachedView {
  /** The answer as JSON bytes. */
  readonly json: Uint8Array;
  /** Weak: one tag names the answer in every encoding. */
  readonly etag: string;
  /** Its compressed forms, by encoding, made when first asked for. */
  readonly encoded: Map<string, Promise<Uint8Array>>;
}

interface Held {
  version: string;
  /** Promises, so concurrent misses of one answer read the store once. */
  views: Map<string, Promise<CachedView>>;
  sizes: Map<string, number>;
  bytes: number;
}

const held = new WeakMap<DocumentStore, Held>();
const encoder = new TextEncoder();
/** Changes when the answers' shape does, so a tag from an older release never matches. */
const FORMAT = 'p1';

function heldFor(store: DocumentStore, version: string): Held {
  let current = held.get(store);
  if (current?.version !== version) {
    current = { version, views: new Map(), sizes: new Map(), bytes: 0 };
    held.set(store, current);
  }
  return current;
}

function makeRoom(current: Held, size: number): void {
  for (const key of current.views.keys()) {
    if (current.views.size < MAX_ENTRIES && current.bytes + size <= MAX_BYTES) return;
    current.views.delete(key);
    current.bytes -= current.sizes.get(key) ?? 0;
    current.sizes.delete(key);
  }
}

async function build(version: string, answer: () => Promise<unknown>): Promise<CachedView> {
  const json = encoder.encode(JSON.stringify(await answer()));
  return { json, etag: `W/"${FORMAT}-${version}"`, encoded: new Map() };
}

/** The answer named key at version: from memory, or built (by answer) and kept. */
export function cachedView(
  store: DocumentStore,
  version: string,
  key: string,
  answer: () => Promise<unknown>,
): Promise<CachedView> {
  const current = heldFor(store, version);
  const found = current.views.get(key);
  if (found) return found;
  makeRoom(current, 0);
  const view = build(version, answer);
  current.views.set(key, view);
  view.then(
    (built) => {
      if (current.views.get(key) !== view) return;
      // Room for the compressed forms too, which are smaller than the JSON together.
      const size = built.json.byteLength * 2;
      current.views.delete(key);
      makeRoom(current, size);
      current.views.set(key, view);
      current.sizes.set(key, size);
      current.bytes += size;
    },
    () => {
      // A failed read is not kept: the next request tries again.
      if (current.views.get(key) === view) current.views.delete(key);
    },
  );
  return view;
}
