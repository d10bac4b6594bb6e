import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageRef } from '../../../../shared/entities/image';
import { insertBlog, insertUser } from '../../testing/factories';
import { photo } from '../../testing/images';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { uploadImages } from '../blogs/upload-images';
import { CONFLICTS } from '../sync/conflicts';
import { IMAGES, uploadImageByHash } from '../sync/images';
import { updateAvatar } from '../users/update-avatar';
import { blobKeyOf } from './blob-key-of';
import { ORPHAN_GRACE_MS, sweepOrphanImages } from './orphan-sweep';
import { storeImage } from './store-image';
import { contentHash } from './variants';

describe('the orphan image sweep', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());
  const keysOf = (ref: ImageRef) => ref.variants.map((v) => blobKeyOf(t.deps.blobs, v.url) ?? v.url);
  const later = (ms: number) => new Date(Date.now() + ms);

  it('removes what a crashed POST /api/blogs stored, after a grace period, and keeps every named image', async () => {
    const ann = await insertUser(t.deps, { name: 'Ann' });
    // Named: a blog's hero, an avatar, a device's upload waiting for its blog, a conflict's lost picture.
    const hero = await storeImage(t.deps.blobs, await photo('#a00'));
    await insertBlog(t.deps, ann.user, { imageData: { heroImage: hero, imageUrls: [] } });
    await updateAvatar(t.deps, ann.user._id, await photo('#0a0', 300, 300));
    const synced = await photo('#00a');
    await uploadImageByHash(t.deps, ann.user._id, contentHash(synced), synced);
    const lost = await storeImage(t.deps.blobs, await photo('#aa0'));
    await t.deps.store.collection(CONFLICTS).insertOne({
      _id: 'c1',
      userID: ann.user._id,
      field: 'imageUrls',
      kept: [],
      lost: [lost],
    });
    // The crash: the images of a new blog were encoded and stored, and the blog was never saved.
    const crashed = await uploadImages(t.deps, [await photo('#0aa'), await photo('#a0a')]);
    const orphans = crashed.refs.flatMap(keysOf);
    const named = await t.deps.blobs.list();
    const before = named.length;

    // A blob may belong to a request still under way: the first sweep only notes it.
    expect(await sweepOrphanImages(t.deps)).toBe(0);
    expect(await t.deps.blobs.list()).toHaveLength(before);
    expect(await sweepOrphanImages(t.deps, later(ORPHAN_GRACE_MS + 1000))).toBe(orphans.length);
    expect(await t.deps.blobs.list()).toEqual(named.filter((k) => !orphans.includes(k)));
    expect(keysOf(lost).every((k) => named.includes(k))).toBe(true);
  });

  it('keeps a blob that a blog named between two sweeps', async () => {
    const ann = await insertUser(t.deps, { name: 'Ann' });
    const uploaded = await uploadImages(t.deps, [await photo('#123')]);
    expect(await sweepOrphanImages(t.deps)).toBe(0);
    await insertBlog(t.deps, ann.user, { imageData: { heroImage: null, imageUrls: uploaded.refs } });
    expect(await sweepOrphanImages(t.deps, later(ORPHAN_GRACE_MS + 1000))).toBe(0);
    expect(await sweepOrphanImages(t.deps, later(3 * ORPHAN_GRACE_MS))).toBe(0);
    expect(await t.deps.blobs.list()).toEqual(uploaded.refs.flatMap(keysOf).sort());
  });

  it('keeps a photo that moves from the upload registry into a blog while the sweep reads the names', async () => {
    const ann = await insertUser(t.deps, { name: 'Ann' });
    const bytes = await photo('#246');
    // Stored an hour before by a request that never named it, so the sweep has noted it...
    await uploadImages(t.deps, [bytes]);
    expect(await sweepOrphanImages(t.deps)).toBe(0);
    // ...then a device uploads the same photo for a blog it is writing: the registry names it.
    const { image } = await uploadImageByHash(t.deps, ann.user._id, contentHash(bytes), bytes);
    // The blog lands while the sweep reads the names, after the blogs and before the registry: the photo
    // leaves the registry for the blog.
    let moved = false;
    const store = t.deps.store;
    const racing = {
      ...store,
      collection: (name: string) => {
        const col = store.collection(name);
        if (name !== IMAGES) return col;
        return {
          ...col,
          find: async (...args: Parameters<typeof col.find>) => {
            if (!moved) {
              moved = true;
              await col.deleteOne({ _id: contentHash(bytes) });
              await insertBlog(t.deps, ann.user, { imageData: { heroImage: image, imageUrls: [] } });
            }
            return col.find(...args);
          },
        };
      },
    } as typeof store;
    expect(await sweepOrphanImages({ ...t.deps, store: racing }, later(ORPHAN_GRACE_MS + 1000))).toBe(0);
    expect(moved).toBe(true);
    expect(await t.deps.blobs.list()).toEqual(keysOf(image).sort());
  });

  it('removes temp files an interrupted write left in the media folder', async () => {
    const kept = await storeImage(t.deps.blobs, await photo('#321'));
    const folder = join(t.dir, 'media', ...(keysOf(kept)[0] ?? '').split('/').slice(0, -1));
    const temp = join(folder, '.abc-480.webp.0a1b2c.tmp');
    await writeFile(temp, 'half an image');
    const old = new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
    await utimes(temp, old, old);
    await sweepOrphanImages(t.deps);
    expect((await readdir(folder)).some((name) => name.endsWith('.tmp'))).toBe(false);
  });
});
