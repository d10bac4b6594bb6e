// Cache Storage in memory, for tests on Node (which has none): as much of it as the photo cache and the
// worker's media plugin use. URLs resolve against ORIGIN, as a page's would against its own.
export const ORIGIN = 'http://app.test';

const urlOf = (request: Request | string): string =>
  new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;

interface Stored {
  body: Blob;
  headers: Headers;
}

export class FakeCache {
  readonly entries = new Map<string, Stored>();

  async match(request: Request | string): Promise<Response | undefined> {
    const stored = this.entries.get(urlOf(request));
    return stored && new Response(stored.body, { status: 200, headers: stored.headers });
  }

  async put(request: Request | string, response: Response): Promise<void> {
    this.entries.set(urlOf(request), { body: await response.blob(), headers: new Headers(response.headers) });
  }

  async delete(request: Request | string): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class FakeCacheStorage {
  readonly named = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    const cache = this.named.get(name) ?? new FakeCache();
    this.named.set(name, cache);
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.named.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.named.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.named.keys()];
  }

  async match(request: Request | string, options: { cacheName?: string } = {}) {
    for (const [name, cache] of this.named) {
      if (options.cacheName !== undefined && name !== options.cacheName) continue;
      const found = await cache.match(request);
      if (found) return found;
    }
    return undefined;
  }

  /** As the app's code takes it. */
  get storage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}
