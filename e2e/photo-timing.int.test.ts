// Photos and time (issue 29, findings 3 and 7), the PWA data layer on fake-indexeddb against the real
// server in-process: a blog pushed after the server swept its day-old upload sends the photo again and
// arrives whole; a photo the server refuses for good leaves the blog's text and keeps its bytes until the
// refusal is dismissed; a photo failing with a server error holds back only the blog naming it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissRejection } from '../pwa/src/data/conflict-actions';
import { noLock } from '../pwa/src/data/leader';
import { sha256Hex } from '../pwa/src/data/sha256';
import { createSyncEngine, type SyncEngine } from '../pwa/src/data/sync-engine';
import { type TestDevice, testDevice } from '../pwa/src/data/test-support/device';
import { BLOGS, type BlogDoc } from '../sync-server/src/services/blogs/blog-doc';
import { sweepUnusedImages, UNUSED_IMAGE_TTL_MS } from '../sync-server/src/services/sync/images';
import { insertUser, type TestUser } from '../sync-server/src/testing/factories';
import { noisyPhoto } from '../sync-server/src/testing/images';
import { createTestApp, type TestApp } from '../sync-server/src/testing/test-app';

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

const PHOTO = /^\/api\/sync\/images\//;

/** What the device's network does to a request: pass it, cut it before it arrives, or answer 503. */
type Fault = 'cut' | '503' | null;

interface Phone {
  device: TestDevice;
  engine: SyncEngine;
  /** What the network does from now on to pushes and to photo uploads. */
  faults(push: Fault, photo: Fault): void;
}

function deviceOf(user: TestUser): Phone {
  let push: Fault = null;
  let photo: Fault = null;
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const path = String(input);
    const fault = path === '/api/sync/push' ? push : PHOTO.test(path) ? photo : null;
    if (fault === 'cut') throw new TypeError('The connection was reset');
    if (fault === '503') return Response.json({ message: 'The server is busy' }, { status: 503 });
    return t.app.request(path, init);
  };
  const device = testDevice(user.user._id, fetch, user.token, asIs);
  opened.push(device);
  const engine = createSyncEngine({ db: device.db, api: device.api, lock: noLock, isOnline: () => true });
  return {
    device,
    engine,
    faults: (p, f) => {
      push = p;
      photo = f;
    },
  };
}

const serverBlog = (id: string) => t.deps.store.collection<BlogDoc>(BLOGS).findOne({ _id: id });

describe('photos and time', () => {
  it('sends a photo again when the server swept its upload before the blog arrived a day later', async () => {
    const ann = await insertUser(t.deps, { name: 'Ann Lee' });
    const { device: phone, engine, faults } = deviceOf(ann);
    const id = await phone.blogs.create({ blogTitle: 'Lofoten', hero: await jpeg(640, 480) });
    // The photo goes up; the connection drops before the push.
    faults('cut', null);
    expect(await engine.sync()).toBe(false);
    const [photo] = await phone.db.blobs.toArray();
    expect(photo?.uploaded).toBe(1);
    expect(await serverBlog(id)).toBeNull();
    // A day later the server's sweep takes the upload no blog used.
    expect(await sweepUnusedImages(t.deps, new Date(Date.now() + UNUSED_IMAGE_TTL_MS + 60_000))).toBe(1);

    faults(null, null);
    expect(await engine.sync()).toBe(true);
    expect(await phone.db.rejections.toArray()).toEqual([]);
    expect(await phone.db.outbox.count()).toBe(0);
    expect((await serverBlog(id))?.imageData.heroImage).toMatchObject({ id: expect.any(String) });
    const local = await phone.db.blogs.get(id);
    expect(local?.blogTitle).toBe('Lofoten');
    expect(local?.imageData.heroImage?.url).toMatch(/^\/media\//);
    // The device keeps its copy until the server's is cached for offline use (no Cache Storage here).
    expect(await phone.db.blobs.get(photo?.sha256 ?? '')).toBeDefined();
  });

  it('sends the blog without a photo the server refuses for good, keeping its bytes until dismissed', async () => {
    const ann = await insertUser(t.deps, { name: 'Ann Lee' });
    const { device: phone, engine } = deviceOf(ann);
    const refused = new Blob(['not a picture '.repeat(40)], { type: 'image/jpeg' });
    const sha = await sha256Hex(refused);
    const id = await phone.blogs.create({
      blogTitle: 'Lofoten',
      blogBody: 'Fjords all day.',
      hero: await jpeg(640, 480),
      images: [refused],
    });

    expect(await engine.sync()).toBe(true);
    const blog = await serverBlog(id);
    expect(blog).toMatchObject({ blogTitle: 'Lofoten', blogBody: 'Fjords all day.' });
    expect(blog?.imageData.heroImage).not.toBeNull();
    expect(blog?.imageData.imageUrls).toEqual([]);
    expect((await phone.db.blogs.get(id))?.blogTitle).toBe('Lofoten');
    const [refusal, ...more] = await phone.db.rejections.toArray();
    expect(more).toEqual([]);
    expect(refusal).toMatchObject({ entity: 'blog', id, fields: { imageUrls: [sha] } });
    expect(await phone.db.outbox.count()).toBe(0);

    // Listed, the refusal keeps the photo's bytes through later cycles; dismissed, they go.
    expect(await engine.sync()).toBe(true);
    expect(await phone.db.blobs.get(sha)).toBeDefined();
    await dismissRejection(phone.db, refusal?.localId ?? -1);
    expect(await engine.sync()).toBe(true);
    expect(await phone.db.blobs.get(sha)).toBeUndefined();
  });

  it('pushes a task and pulls while a photo keeps failing with a server error', async () => {
    const ann = await insertUser(t.deps, { name: 'Ann Lee' });
    const { device: phone, engine, faults } = deviceOf(ann);
    const { device: laptop, engine: laptopEngine } = deviceOf(ann);
    const blogId = await phone.blogs.create({ blogTitle: 'Lofoten', hero: await jpeg(640, 480) });
    const taskId = await phone.tasks.create({ taskText: 'Book the ferry' });
    const fromLaptop = await laptop.tasks.create({ taskText: 'Pack the tent' });
    expect(await laptopEngine.sync()).toBe(true);

    faults(null, '503');
    expect(await engine.sync()).toBe(false);
    expect(engine.status().error).toBeTruthy();
    expect(await t.deps.store.collection('tasks').findOne({ _id: taskId })).toMatchObject({
      taskText: 'Book the ferry',
    });
    expect((await phone.db.tasks.get(fromLaptop))?.taskText).toBe('Pack the tent');
    // Only the blog naming the photo waits, with the photo.
    expect((await phone.db.outbox.toArray()).map((e) => [e.entity, e.id])).toEqual([['blog', blogId]]);
    expect(await phone.db.blobs.count()).toBe(1);
    expect(await serverBlog(blogId)).toBeNull();

    faults(null, null);
    expect(await engine.sync()).toBe(true);
    expect(await phone.db.outbox.count()).toBe(0);
    expect((await serverBlog(blogId))?.imageData.heroImage).toMatchObject({ id: expect.any(String) });
  });
});
