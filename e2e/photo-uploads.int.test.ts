// Photo uploads of the PWA's data layer (real repositories and sync engine on fake-indexeddb) against
// the real server in-process: a few photos go up at once, a photo cut short resumes where the server's
// copy ends with only the remaining bytes sent, and the blog is pushed only after all of its photos.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { noLock } from '../pwa/src/data/leader';
import { UPLOADS_AT_ONCE, type UploadProgress } from '../pwa/src/data/photo-upload';
import { createSyncEngine, type SyncEngine } from '../pwa/src/data/sync-engine';
import { type TestDevice, testDevice } from '../pwa/src/data/test-support/device';
import { UPLOAD_CHUNK_BYTES } from '../shared/sync/photo-upload';
import { insertUser } from '../sync-server/src/testing/factories';
import { noisyPhoto } from '../sync-server/src/testing/images';
import { createTestApp, type TestApp } from '../sync-server/src/testing/test-app';
import { UploadNetwork } from './sync-support/upload-network';

let t: TestApp;
const opened: TestDevice[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { LOG_REQUESTS: 'false' });
});
afterEach(() => {
  for (const d of opened.splice(0)) d.db.close();
});
afterAll(() => t.close());

// The device resize runs in a browser; here the photos are JPEGs already and pass as they are.
const asIs = async (file: Blob) => ({ blob: file, width: 1, height: 1 });
const jpeg = async (width: number, height: number) =>
  new Blob([new Uint8Array(await noisyPhoto(width, height))], { type: 'image/jpeg' });

async function phone(): Promise<{
  device: TestDevice;
  network: UploadNetwork;
  engine: SyncEngine;
  progress: UploadProgress[];
}> {
  const ann = await insertUser(t.deps, { name: 'Ann Lee' });
  const network = new UploadNetwork(t);
  const device = testDevice(ann.user._id, network.fetch, ann.token, asIs);
  opened.push(device);
  const progress: UploadProgress[] = [];
  const engine = createSyncEngine({
    db: device.db,
    api: device.api,
    lock: noLock,
    isOnline: () => true,
    onStatus: ({ upload }) => upload && progress.push(upload),
  });
  return { device, network, engine, progress };
}

const hashesOf = async (device: TestDevice) =>
  (await device.db.blobs.toArray()).map((b) => [b.sha256, b.size] as const);

describe('photo uploads of a device', () => {
  it('sends a few photos at once, each byte once, and pushes the blog after all of them', async () => {
    const { device, network, engine, progress } = await phone();
    const photos = await Promise.all([jpeg(1600, 1200), jpeg(800, 600), jpeg(1200, 900), jpeg(640, 480)]);
    const [hero, ...images] = photos;
    const id = await device.blogs.create({ blogTitle: 'Lofoten', hero, images });
    const stored = await hashesOf(device);
    expect(stored.some(([, size]) => size > 2 * UPLOAD_CHUNK_BYTES)).toBe(true);

    expect(await engine.sync()).toBe(true);
    expect(network.mostAtOnce).toBeGreaterThanOrEqual(2);
    expect(network.mostAtOnce).toBeLessThanOrEqual(UPLOADS_AT_ONCE);
    for (const [sha, size] of stored) expect(network.received.get(sha), sha).toBe(size);
    // The header's figure: the bytes sent across the uploads under way, rising to the total.
    const total = stored.reduce((sum, [, size]) => sum + size, 0);
    expect(progress.every((p) => p.total === total)).toBe(true);
    expect(progress.map((p) => p.sent)).toEqual(progress.map((p) => p.sent).sort((a, b) => a - b));
    expect(progress.at(-1)?.sent).toBe(total);
    const push = network.log.indexOf('> POST /api/sync/push');
    const lastPhoto = network.log.findLastIndex((line) => line.startsWith('< PUT /api/sync/images/'));
    expect(push).toBeGreaterThan(lastPhoto);
    const blog = await t.deps.store.collection('blogs').findOne({ _id: id });
    expect(blog?.imageData).toMatchObject({
      heroImage: { id: expect.any(String) },
      imageUrls: [expect.anything(), expect.anything(), expect.anything()],
    });
  });

  for (const fault of ['cut', 'lose'] as const) {
    it(`resumes a photo whose connection dropped mid-upload (${fault}), sending only the rest`, async () => {
      const { device, network, engine } = await phone();
      await device.blogs.create({ blogTitle: 'Tromsø', hero: await jpeg(2000, 1500) });
      const [[sha, size] = ['', 0]] = await hashesOf(device);
      expect(size).toBeGreaterThan(3 * UPLOAD_CHUNK_BYTES);
      const second = `/api/sync/images/${sha}/upload/${UPLOAD_CHUNK_BYTES}`;
      network.fault = (method, path) => (method === 'PUT' && path === second ? fault : null);

      expect(await engine.sync()).toBe(false);
      expect(network.log.some((line) => line.startsWith('> POST /api/sync/push'))).toBe(false);
      const sentBefore = network.received.get(sha) ?? 0;
      expect(sentBefore).toBe(fault === 'cut' ? UPLOAD_CHUNK_BYTES : 2 * UPLOAD_CHUNK_BYTES);

      network.fault = () => null;
      network.log.length = 0;
      expect(await engine.sync()).toBe(true);
      expect(network.received.get(sha)).toBe(size);
      expect(network.log.slice(0, 3)).toEqual([
        `> POST /api/sync/images/${sha}/upload`,
        `< POST /api/sync/images/${sha}/upload`,
        `> PUT /api/sync/images/${sha}/upload/${sentBefore}`,
      ]);
      expect(await device.db.outbox.count()).toBe(0);
    });
  }
});
