import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store';
import { cachedView } from './public-cache';

const aStore = () => ({}) as DocumentStore;

describe('the cache of public answers', () => {
  it('builds an answer once per version, however many ask at once', async () => {
    const store = aStore();
    let builds = 0;
    const answer = async () => {
      builds += 1;
      return { blogs: [builds] };
    };
    const views = await Promise.all(
      Array.from({ length: 20 }, () => cachedView(store, '3.1', 'list', answer)),
    );
    expect(builds).toBe(1);
    expect(new TextDecoder().decode(views[0]?.json)).toBe('{"blogs":[1]}');
    expect(views[0]?.etag).toMatch(/^W\/".*3\.1"$/);
    await cachedView(store, '3.1', 'list', answer);
    expect(builds).toBe(1);
    const next = await cachedView(store, '4.1', 'list', answer);
    expect(builds).toBe(2);
    expect(next.etag).not.toBe(views[0]?.etag);
    // Another store (another server's data) has a cache of its own.
    await cachedView(aStore(), '4.1', 'list', answer);
    expect(builds).toBe(3);
  });

  it('keeps no failed answer', async () => {
    const store = aStore();
    await expect(cachedView(store, '1.0', 'blog:x', () => Promise.reject(new Error('gone')))).rejects.toThrow(
      'gone',
    );
    const view = await cachedView(store, '1.0', 'blog:x', async () => ({ ok: true }));
    expect(new TextDecoder().decode(view.json)).toBe('{"ok":true}');
  });

  it('holds at most 500 answers and 32 MB of them, dropping the oldest', async () => {
    const store = aStore();
    const built: string[] = [];
    const answer =
      (key: string, size = 10) =>
      async () => {
        built.push(key);
        return 'x'.repeat(size);
      };
    for (let i = 0; i < 501; i += 1) await cachedView(store, '1.0', `k${i}`, answer(`k${i}`));
    built.length = 0;
    await cachedView(store, '1.0', 'k500', answer('k500'));
    await cachedView(store, '1.0', 'k1', answer('k1'));
    expect(built).toEqual([]);
    await cachedView(store, '1.0', 'k0', answer('k0'));
    expect(built).toEqual(['k0']);

    const big = aStore();
    const mb = 1024 * 1024;
    for (let i = 0; i < 3; i += 1) await cachedView(big, '1.0', `b${i}`, answer(`b${i}`, 7 * mb));
    built.length = 0;
    await cachedView(big, '1.0', 'b2', answer('b2', 7 * mb));
    await cachedView(big, '1.0', 'b0', answer('b0', 7 * mb));
    expect(built).toEqual(['b0']);
  });
});
