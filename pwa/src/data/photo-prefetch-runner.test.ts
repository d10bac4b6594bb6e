import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserDb } from './db.ts';
import type { PrefetchEnv } from './photo-prefetch.ts';
import { cancelPhotoPrefetch, requestPhotoPrefetch } from './photo-prefetch-runner.ts';
import { FakeCacheStorage, ORIGIN } from './test-support/fake-caches.ts';
import { blogWithPhotos } from './test-support/photo-blogs.ts';
import { testDb } from './test-support/test-db.ts';
import { closeUserData, onUserDataClosing, openUserData } from './user-data.ts';

const MAR = '2026-03-01T00:00:00.000Z';
let db: UserDb | undefined;
afterEach(async () => {
  if (db) await cancelPhotoPrefetch(db);
  db?.close();
  await closeUserData();
});

function envFor(fetch: typeof globalThis.fetch) {
  const caches = new FakeCacheStorage();
  const setups: AbortSignal[] = [];
  const setup = async (signal: AbortSignal): Promise<PrefetchEnv> => {
    setups.push(signal);
    const screen = { width: 390, devicePixelRatio: 1, origin: ORIGIN };
    return { caches: caches.storage, fetch, screen, budget: 1_000_000, signal };
  };
  return { setup, setups };
}

describe('the photo prefetch in the background', () => {
  it('runs one pass at a time, drops the device copies, and passes again only once something was pulled', async () => {
    const local = testDb();
    db = local;
    await local.blogs.put(blogWithPhotos('b1', MAR, 'aa01', []));
    await local.blobs.put({
      sha256: 'aa01',
      blob: new Blob(['x']),
      type: 'image/jpeg',
      size: 1,
      uploaded: 1,
    });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    const { setup, setups } = envFor(async (input) => {
      asked.push(String(input));
      await gate;
      return new Response(new Uint8Array(10));
    });
    const first = requestPhotoPrefetch(local, setup);
    // Asked again during the pass: one more pass follows, which finds nothing pulled since.
    const again = requestPhotoPrefetch(local, setup);
    release();
    await Promise.all([first, again]);
    expect(await local.cachedPhotos.count()).toBe(1);
    expect(await local.blobs.count()).toBe(0);
    await requestPhotoPrefetch(local, setup);
    expect([setups.length, asked.length]).toEqual([1, 1]);

    // A pull brings another blog: the next request passes again.
    await local.blogs.put(blogWithPhotos('b2', MAR, 'bb01', []));
    await local.meta.update('sync', { cursor: 'after-b2' });
    await requestPhotoPrefetch(local, setup);
    expect(await local.cachedPhotos.count()).toBe(2);
    expect(setups).toHaveLength(2);
  });

  it('does nothing when told to skip (offline, no Cache Storage)', async () => {
    db = testDb();
    await db.blogs.put(blogWithPhotos('b1', MAR, 'aa01', []));
    let asked = 0;
    await requestPhotoPrefetch(db, async () => {
      asked += 1;
      return null;
    });
    expect(asked).toBe(1);
    expect(await db.cachedPhotos.count()).toBe(0);
  });

  it('is cancelled, and waited for, when the user’s data closes (sign-out, another user)', async () => {
    const data = openUserData('019a0000-0000-7000-8000-00000000c10s');
    await data.db.blogs.put(blogWithPhotos('b1', MAR, 'aa01', ['aa02']));
    let started = () => {};
    const fetching = new Promise<void>((resolve) => (started = resolve));
    const { setup, setups } = envFor(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          started();
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    requestPhotoPrefetch(data.db, setup);
    await fetching;
    await closeUserData();
    expect(setups[0]?.aborted).toBe(true);
    expect(data.db.isOpen()).toBe(false);
  });

  it('starts no pass once the data is closing: a sync cycle ending during sign-out opens no photo cache', async () => {
    const data = openUserData('019a0000-0000-7000-8000-00000000c10t');
    await data.db.blogs.put(blogWithPhotos('b1', MAR, 'aa01', ['aa02']));
    const { setup, setups } = envFor(async () => new Response('bytes'));
    let asked: Promise<void> = Promise.resolve();
    // Another closing hook (the sync engine stopping) runs after the prefetch's; its cycle ends and asks.
    const unregister = onUserDataClosing(async () => {
      asked = requestPhotoPrefetch(data.db, setup);
    });
    try {
      await closeUserData();
      await asked;
      expect(setups).toEqual([]);
    } finally {
      unregister();
    }
  });
});
