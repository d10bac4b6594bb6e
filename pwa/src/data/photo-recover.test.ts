import { afterEach, describe, expect, it } from 'vitest';
import { PHOTO_RESENDS } from '../../../shared/sync/photo-refusal.ts';
import { ownPhotosCacheName } from './cached-photos.ts';
import { readMeta } from './db.ts';
import { PHOTO_LOST, recoverLostPhotos } from './photo-recover.ts';
import { sha256Hex } from './sha256.ts';
import { runCycle } from './sync-cycle.ts';
import { type TestDevice, testDevice } from './test-support/device.ts';
import { FakeCacheStorage, ORIGIN } from './test-support/fake-caches.ts';
import { FakeSyncServer } from './test-support/fake-sync-server.ts';
import { asIsResize, textPhoto } from './test-support/photo-files.ts';

const USER = '019a0000-0000-7000-8000-0000000000ab';
const resize = asIsResize;
const photo = textPhoto;
const opened: TestDevice[] = [];
afterEach(() => {
  for (const d of opened.splice(0)) d.db.close();
});

/**
 * The phone's blog with one photo, synced; the photo cache keeps the server's variant of it and the phone
 * has let its own bytes go (photo-prune.ts); then the server loses the photo (restored from an older backup).
 */
async function photoOnlyInTheCache() {
  const server = new FakeSyncServer();
  const phone = testDevice(USER, server.fetch, 'token-1', resize);
  opened.push(phone);
  const id = await phone.blogs.create({ blogTitle: 'Lima', images: [photo('a')] });
  await runCycle(phone.db, phone.api);
  const [lost] = (await phone.db.blogs.get(id))?.imageUrls ?? [];
  if (!lost) throw new Error('the blog has no photo');
  const caches = new FakeCacheStorage();
  const variant = new Blob(['the server’s 640 px variant'], { type: 'image/webp' });
  const url = `${ORIGIN}/media/${lost}.webp`;
  await (await caches.open(ownPhotosCacheName(USER))).put(url, new Response(variant));
  await phone.db.cachedPhotos.put({ url, imageId: lost, bytes: variant.size, usedAt: Date.now() });
  await phone.db.blobs.clear();
  server.photos.refs.delete(lost);
  return { server, phone, id, lost, caches, variant };
}

const cycle = (device: TestDevice, caches: FakeCacheStorage | null) =>
  runCycle(device.db, device.api, { caches: caches as unknown as CacheStorage | null });

describe('a photo the server lost, that the device holds no bytes of', () => {
  it('goes up again as the variant the photo cache keeps, and the blog names that instead', async () => {
    const { server, phone, id, lost, caches, variant } = await photoOnlyInTheCache();
    // An edit that names the lost photo: the server refuses it for that photo.
    await phone.blogs.addImages(id, [photo('b')]);
    await cycle(phone, caches);
    const copy = await sha256Hex(variant);
    const added = (await phone.db.blogs.get(id))?.imageUrls?.[1];
    expect(server.fieldsOf('blog', id)?.imageUrls).toEqual([copy, added]);
    expect((await phone.db.blogs.get(id))?.imageUrls).toEqual([copy, added]);
    expect(await phone.db.outbox.count()).toBe(0);
    expect(await phone.db.rejections.count()).toBe(0);
    expect((await readMeta(phone.db)).lostPhotos).toEqual({});
    expect(server.photos.refs.has(lost)).toBe(false);
  });

  it('without a variant either, the write goes without the photo and a refusal names it', async () => {
    const { server, phone, id, lost } = await photoOnlyInTheCache();
    await phone.blogs.update(id, { blogTitle: 'Lima at dawn' });
    await phone.blogs.addImages(id, [photo('b')]);
    await cycle(phone, null);
    const added = (await phone.db.blogs.get(id))?.imageUrls?.at(-1);
    expect(server.fieldsOf('blog', id)).toMatchObject({ blogTitle: 'Lima at dawn', imageUrls: [added] });
    expect(await phone.db.rejections.toArray()).toEqual([
      expect.objectContaining({
        id,
        fields: { imageUrls: [lost] },
        reason: expect.stringContaining(PHOTO_LOST),
      }),
    ]);
    expect(await phone.db.outbox.count()).toBe(0);
  });

  it('is left as it is when the server has it after all, and forgotten once no write names it', async () => {
    const { phone, id, lost, caches } = await photoOnlyInTheCache();
    await queuedNaming(phone, id, lost);
    await phone.db.meta.put({ ...(await readMeta(phone.db)), lostPhotos: { [lost]: { refusals: 1 } } });
    const asked: string[] = [];
    const api = { hasPhoto: async (sha: string) => asked.push(sha) > 0 };
    expect(await recoverLostPhotos(phone.db, api, caches as unknown as CacheStorage)).toBe(0);
    expect(asked).toEqual([lost]);
    expect((await phone.db.outbox.toArray())[0]?.fields).toEqual({ imageUrls: [lost] });
    expect((await readMeta(phone.db)).lostPhotos).toEqual({ [lost]: { refusals: 1, onServer: true } });
    await phone.db.outbox.clear();
    await recoverLostPhotos(phone.db, api, caches as unknown as CacheStorage);
    expect((await readMeta(phone.db)).lostPhotos).toEqual({});
    expect(asked).toEqual([lost]);
  });

  it('refused again and again, goes without it, the server not asked', async () => {
    const { phone, id, lost, caches } = await photoOnlyInTheCache();
    await queuedNaming(phone, id, lost);
    await phone.db.meta.put({
      ...(await readMeta(phone.db)),
      lostPhotos: { [lost]: { refusals: PHOTO_RESENDS + 1 } },
    });
    const api = {
      hasPhoto: async (): Promise<boolean> => {
        throw new Error('not asked');
      },
    };
    await recoverLostPhotos(phone.db, api, caches as unknown as CacheStorage);
    expect((await phone.db.outbox.toArray()).map((e) => e.fields)).toEqual([{ imageUrls: [] }]);
    expect(await phone.db.rejections.toArray()).toEqual([
      expect.objectContaining({
        id,
        fields: { imageUrls: [lost] },
        reason: expect.stringContaining(PHOTO_LOST),
      }),
    ]);
    expect((await readMeta(phone.db)).lostPhotos).toEqual({});
  });
});

/** A queued update of the blog whose only field is a photo list naming `sha`. */
async function queuedNaming(phone: TestDevice, id: string, sha: string) {
  await phone.blogs.update(id, { blogTitle: 'Lima at dawn' });
  const [entry] = await phone.db.outbox.toArray();
  await phone.db.outbox.update(entry?.localId as number, { fields: { imageUrls: [sha] } });
}
