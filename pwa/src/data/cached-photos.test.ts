import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedImageIds, ownPhotosCacheName, touchCachedPhotos } from './cached-photos.ts';
import { deleteUserDb, openUserDb, type UserDb } from './db.ts';
import { FakeCacheStorage } from './test-support/fake-caches.ts';

let db: UserDb;
afterEach(() => {
  db?.close();
  vi.unstubAllGlobals();
});

const row = (url: string, imageId: string) => ({ url, imageId, bytes: 10, usedAt: 1 });

describe('the photo cache’s list', () => {
  it('marks a photo shown at every width it is kept at, and answers which photos are kept', async () => {
    db = openUserDb('ann', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.cachedPhotos.bulkPut([row('a-480', 'a'), row('a-960', 'a'), row('b-480', 'b')]);
    await touchCachedPhotos(db, ['a', 'unknown'], 500);
    expect((await db.cachedPhotos.toArray()).map((r) => [r.url, r.usedAt])).toEqual([
      ['a-480', 500],
      ['a-960', 500],
      ['b-480', 1],
    ]);
    expect(await cachedImageIds(db)).toEqual(new Set(['a', 'b']));
  });

  it('goes with the user’s database: signing out deletes that user’s cache and no one else’s', async () => {
    const caches = new FakeCacheStorage();
    vi.stubGlobal('caches', caches);
    const idb = { indexedDB: new IDBFactory(), IDBKeyRange };
    db = openUserDb('ann', idb);
    await db.open();
    db.close();
    await caches.open(ownPhotosCacheName('ann'));
    await caches.open(ownPhotosCacheName('bob'));
    await caches.open('media');
    await deleteUserDb('ann', idb);
    expect(await caches.keys()).toEqual([ownPhotosCacheName('bob'), 'media']);
  });
});
