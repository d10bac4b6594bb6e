// Behaviour every BlobStore adapter must share; each adapter's integration test runs it.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store';
import { InvalidBlobKeyError } from './blob-store';
import { byteRangeCases } from './blob-store-contract/ranges';
import { bytesOf, streamOf } from './blob-store-contract/streams';

export { bytesOf, streamOf };

export interface BlobStoreFixture {
  store: BlobStore;
  cleanup: () => Promise<void>;
}

export const INVALID_BLOB_KEYS = ['../x', 'a/../../b', '/abs', 'A.JPG', '', 'a//b', '.hidden'];

const WEBP = { contentType: 'image/webp' };
const DATA = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export function blobStoreContract(name: string, make: () => Promise<BlobStoreFixture>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let fixture: BlobStoreFixture | undefined;
    let store: BlobStore;

    beforeEach(async () => {
      fixture = await make();
      store = fixture.store;
    });
    afterEach(async () => {
      await fixture?.cleanup();
      fixture = undefined;
    });

    it('puts a Buffer and gets back the exact bytes and content type', async () => {
      expect(await store.put('img/a.webp', DATA, WEBP)).toEqual({ key: 'img/a.webp', size: 1000 });
      const object = await store.get('img/a.webp');
      expect(object).toMatchObject({ contentType: 'image/webp', length: 1000, totalSize: 1000 });
      expect(object?.range).toBeUndefined();
      expect((await bytesOf(object)).equals(DATA)).toBe(true);
    });

    it('puts a 3 MB stream and reads back identical bytes', async () => {
      const data = randomBytes(3 * 1024 * 1024 + 17);
      expect(await store.put('img/big.jpg', streamOf(data), { contentType: 'image/jpeg' })).toEqual({
        key: 'img/big.jpg',
        size: data.length,
      });
      const object = await store.get('img/big.jpg');
      expect(object).toMatchObject({
        contentType: 'image/jpeg',
        length: data.length,
        totalSize: data.length,
      });
      expect(sha256(await bytesOf(object))).toBe(sha256(data));
    });

    it('stores an empty object', async () => {
      await store.put('empty.txt', Buffer.alloc(0), { contentType: 'text/plain' });
      const object = await store.get('empty.txt');
      expect(object).toMatchObject({ length: 0, totalSize: 0 });
      expect((await bytesOf(object)).length).toBe(0);
    });

    it('overwrites an object, content type included', async () => {
      await store.put('img/a.webp', DATA, WEBP);
      await store.put('img/a.webp', Buffer.from('second'), { contentType: 'image/png' });
      const object = await store.get('img/a.webp');
      expect(object?.contentType).toBe('image/png');
      expect((await bytesOf(object)).toString()).toBe('second');
    });

    it('leaves the previous object untouched when an upload stream fails midway', async () => {
      await store.put('img/a.webp', Buffer.from('old'), WEBP);
      const failing = () =>
        Readable.from(
          (async function* () {
            yield Buffer.alloc(64 * 1024, 1);
            throw new Error('client went away');
          })(),
        );
      await expect(store.put('img/a.webp', failing(), { contentType: 'image/png' })).rejects.toThrow(
        'client went away',
      );
      await expect(store.put('img/new.webp', failing(), WEBP)).rejects.toThrow('client went away');
      const object = await store.get('img/a.webp');
      expect(object?.contentType).toBe('image/webp');
      expect((await bytesOf(object)).toString()).toBe('old');
      expect(await store.get('img/new.webp')).toBeNull();
      expect(await store.list()).toEqual(['img/a.webp']);
    });

    describe('byte ranges', () => byteRangeCases(() => store));

    it('answers null for a missing key, and exists() tells both cases apart', async () => {
      expect(await store.get('img/missing.webp')).toBeNull();
      expect(await store.exists('img/missing.webp')).toBe(false);
      await store.put('img/a.webp', DATA, WEBP);
      expect(await store.exists('img/a.webp')).toBe(true);
      // A "folder" of other keys is not an object.
      expect(await store.exists('img')).toBe(false);
      expect(await store.get('img')).toBeNull();
    });

    it('deletes one key, and deleting a missing key is fine', async () => {
      await store.put('img/a.webp', DATA, WEBP);
      await store.delete('img/a.webp');
      expect(await store.get('img/a.webp')).toBeNull();
      expect(await store.exists('img/a.webp')).toBe(false);
      await expect(store.delete('img/a.webp')).resolves.toBeUndefined();
    });

    it('deletes many keys, missing ones included', async () => {
      for (const key of ['a.bin', 'b.bin', 'keep.bin']) await store.put(key, DATA, WEBP);
      await store.deleteMany(['a.bin', 'b.bin', 'never.bin']);
      await store.deleteMany([]);
      expect(await store.list()).toEqual(['keep.bin']);
    });

    it('lists every key, or those under a prefix, sorted', async () => {
      const keys = [
        'top.txt',
        'other/y.bin',
        'img/x.webp',
        'img/ab/ef.webp',
        'img/ab/cd.webp',
        'img2/z.webp',
      ];
      for (const key of keys) await store.put(key, DATA, WEBP);
      expect(await store.list()).toEqual([...keys].sort());
      expect(await store.list('img/')).toEqual(['img/ab/cd.webp', 'img/ab/ef.webp', 'img/x.webp']);
      expect(await store.list('img/ab')).toEqual(['img/ab/cd.webp', 'img/ab/ef.webp']);
      expect(await store.list('img')).toEqual([
        'img/ab/cd.webp',
        'img/ab/ef.webp',
        'img/x.webp',
        'img2/z.webp',
      ]);
      expect(await store.list('none/')).toEqual([]);
      await expect(store.list('../')).rejects.toThrow(InvalidBlobKeyError);
    });

    it('gives a public URL ending in the key', () => {
      expect(store.publicUrl('img/ab/cd.webp')).toMatch(/^(\/|https?:\/\/).*\/img\/ab\/cd\.webp$/);
    });

    it('answers ping', async () => {
      expect(await store.ping()).toBe(true);
    });

    it.each(INVALID_BLOB_KEYS)('refuses the invalid key %j everywhere', async (key) => {
      await expect(store.put(key, DATA, WEBP)).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.put(key, streamOf(DATA), WEBP)).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.get(key)).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.exists(key)).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.delete(key)).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.deleteMany(['fine.bin', key])).rejects.toThrow(InvalidBlobKeyError);
      expect(() => store.publicUrl(key)).toThrow(InvalidBlobKeyError);
      expect(await store.list()).toEqual([]);
    });
  });
}
