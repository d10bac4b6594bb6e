// Answers kept as bytes per version: a read whose version (read from the shared store on every request)
// matches the kept one is answered from memory, with no store read, view building or serializing; each
// compressed form is made once per version too. Safe with several server instances: an instance whose
// entry is older than the version the store reports misses and reads the store, so no instance answers
// bytes older than the version that names them. Each key keeps one version (the last one asked for);
// bounded in entries and bytes, the least recently used dropped first.
import type { DocumentStore } from '../ports/document-store';

export interface CachedView {
  /** The answer as JSON bytes. */
  readonly json: Uint8Array;
  /** Weak: one tag names the answer in every encoding. */
  readonly etag: string;
  /** Its compressed forms, by encoding, made when first asked for. */
  readonly encoded: Map<string, Promise<Uint8Array>>;
}

export interface CacheLimits {
  entries: number;
  bytes: number;
}

interface Entry {
  version: string;
  /** A promise, so concurrent misses of one answer read the store once. */
  view: Promise<CachedView>;
  size: number;
}

const encoder = new TextEncoder();

export class ViewCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  /** format changes when the answers' shape does, so a tag from an older release never matches. */
  constructor(
    readonly format: string,
    readonly limits: CacheLimits,
  ) {}

  /** The answer named key at version: from memory, or built (by answer) and kept. */
  view(version: string, key: string, answer: () => Promise<unknown>): Promise<CachedView> {
    const found = this.#entries.get(key);
    if (found) this.#drop(key);
    // Re-inserted on every use: the Map's order is then least recently used first.
    if (found?.version === version) {
      this.#keep(key, found);
      return found.view;
    }
    this.#makeRoom(0);
    const entry: Entry = { version, view: this.#build(version, answer), size: 0 };
    this.#keep(key, entry);
    entry.view.then(
      (built) => {
        if (this.#entries.get(key) !== entry) return;
        // Room for the compressed forms too, which are smaller than the JSON together.
        this.#drop(key);
        entry.size = built.json.byteLength * 2;
        this.#makeRoom(entry.size);
        this.#keep(key, entry);
      },
      // A failed read is not kept: the next request tries again.
      () => {
        if (this.#entries.get(key) === entry) this.#drop(key);
      },
    );
    return entry.view;
  }

  async #build(version: string, answer: () => Promise<unknown>): Promise<CachedView> {
    const json = encoder.encode(JSON.stringify(await answer()));
    return { json, etag: `W/"${this.format}-${version}"`, encoded: new Map() };
  }

  #keep(key: string, entry: Entry): void {
    this.#entries.set(key, entry);
    this.#bytes += entry.size;
  }

  #drop(key: string): void {
    this.#bytes -= this.#entries.get(key)?.size ?? 0;
    this.#entries.delete(key);
  }

  #makeRoom(size: number): void {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size < this.limits.entries && this.#bytes + size <= this.limits.bytes) return;
      this.#drop(key);
    }
  }
}

/** One cache per store (per server's data), made on first use. */
export function cachePerStore(format: string, limits: CacheLimits): (store: DocumentStore) => ViewCache {
  const caches = new WeakMap<DocumentStore, ViewCache>();
  return (store) => {
    let cache = caches.get(store);
    if (!cache) {
      cache = new ViewCache(format, limits);
      caches.set(store, cache);
    }
    return cache;
  };
}
