import { afterEach, describe, expect, it } from 'vitest';
import { PHOTO_RESENDS } from '../../../shared/sync/photo-refusal.ts';
import { dismissRejection } from './conflict-actions.ts';
import { PHOTO_LOST } from './photo-recover.ts';
import type { UploadProgress } from './photo-upload.ts';
import { runCycle } from './sync-cycle.ts';
import { type TestDevice, testDevice } from './test-support/device.ts';
import { FakeSyncServer } from './test-support/fake-sync-server.ts';
import { asIsResize, textPhoto } from './test-support/photo-files.ts';

const USER = '019a0000-0000-7000-8000-0000000000aa';
const resize = asIsResize;
const photo = textPhoto;
const opened: TestDevice[] = [];
afterEach(() => {
  for (const d of opened.splice(0)) d.db.close();
});

function setup() {
  const server = new FakeSyncServer();
  const order: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    order.push(
      `${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname.replace(/[0-9a-f]{64}/, 'sha')}`,
    );
    return server.fetch(input, init);
  };
  const phone = testDevice(USER, fetch, 'token-1', resize);
  const laptop = testDevice(USER, server.fetch, 'token-1', resize);
  opened.push(phone, laptop);
  return { server, phone, laptop, order };
}

describe('blog photos in the sync cycle', () => {
  it('uploads photos before the blog write naming them, reporting progress, then shows the server’s copies', async () => {
    const { phone, laptop, order } = setup();
    const id = await phone.blogs.create({ blogTitle: 'Lima', hero: photo('h'), images: [photo('a')] });
    const progress: (UploadProgress | null)[] = [];
    await runCycle(phone.db, phone.api, { onUpload: (p) => progress.push(p) });
    expect(order).toEqual([
      'PUT /api/sync/images/sha',
      'PUT /api/sync/images/sha',
      'POST /api/sync/push',
      'GET /api/sync/pull',
    ]);
    expect(progress.at(0)).toEqual({ sent: 0, total: 200 });
    expect(progress.at(-2)).toEqual({ sent: 200, total: 200 });
    expect(progress.at(-1)).toBeNull();
    const blog = await phone.db.blogs.get(id);
    expect(blog?.imageData.heroImage?.url).toMatch(/^\/media\//);
    expect(blog?.imageData.imageUrls).toHaveLength(1);
    // The server has the photos now, but the device keeps its copies until the server's are kept in the
    // photo cache for offline use (no Cache Storage here, so they stay).
    expect(await phone.db.blobs.count()).toBe(2);
    await runCycle(laptop.db, laptop.api);
    expect((await laptop.db.blogs.get(id))?.heroImage).toBe(blog?.heroImage);
  });

  it('does not offer a refused photo again; the blog goes without it, the photo stays until dismissed', async () => {
    const { server, phone } = setup();
    server.intercept = (path) =>
      path.startsWith('/api/sync/images/')
        ? Response.json({ message: 'This file is not a picture' }, { status: 400 })
        : undefined;
    const id = await phone.blogs.create({ blogTitle: 'Lima', hero: photo('h') });
    await runCycle(phone.db, phone.api);
    const [refusal] = await phone.db.rejections.toArray();
    const [stored] = await phone.db.blobs.toArray();
    expect(refusal).toMatchObject({ entity: 'blog', id, fields: { heroImage: stored?.sha256 } });
    expect(refusal?.reason).toContain('This file is not a picture');
    expect(server.fieldsOf('blog', id)).toMatchObject({ blogTitle: 'Lima', heroImage: null });
    expect((await phone.db.blogs.get(id))?.blogTitle).toBe('Lima');
    await runCycle(phone.db, phone.api);
    expect(await phone.db.blobs.count()).toBe(1);
    await dismissRejection(phone.db, refusal?.localId ?? -1);
    await runCycle(phone.db, phone.api);
    expect(await phone.db.blobs.count()).toBe(0);
  });

  it('sends a photo the server lost again, a few times, then sends the blog without it', async () => {
    const { server, phone } = setup();
    // A server that loses every upload before the blog arrives (its sweep, over and over).
    server.intercept = (path, init) =>
      path.startsWith('/api/sync/images/') && init.method === 'PUT'
        ? Response.json({ image: { id: 'x', url: '/media/x.webp', width: 1, height: 1, variants: [] } })
        : undefined;
    const id = await phone.blogs.create({ blogTitle: 'Lima', hero: photo('h') });
    for (let cycle = 0; cycle < 5 && (await phone.db.outbox.count()) > 0; cycle += 1)
      await runCycle(phone.db, phone.api);
    const sent = server.pushes.flat().filter((m) => m.entity === 'blog');
    expect(sent.map((m) => m.fields.heroImage !== null)).toEqual([
      ...Array(PHOTO_RESENDS + 1).fill(true),
      false,
    ]);
    // Each time again under a seq the server had not seen.
    expect(new Set(sent.map((m) => m.seq)).size).toBe(sent.length);
    expect(server.fieldsOf('blog', id)).toMatchObject({ blogTitle: 'Lima', heroImage: null });
    expect(await phone.db.rejections.toArray()).toEqual([
      expect.objectContaining({ id, reason: expect.stringContaining(PHOTO_LOST) }),
    ]);
    expect(await phone.db.blobs.count()).toBe(1);
  });

  it('keeps photos and writes when an upload fails on the network, for the next cycle', async () => {
    const { server, phone } = setup();
    server.intercept = (path) => {
      if (path.startsWith('/api/sync/images/')) throw new TypeError('Failed to fetch');
      return undefined;
    };
    await phone.blogs.create({ blogTitle: 'Lima', images: [photo('a')] });
    await expect(runCycle(phone.db, phone.api)).rejects.toMatchObject({ status: 0 });
    expect(await phone.db.blobs.count()).toBe(1);
    expect(await phone.db.outbox.count()).toBe(1);
    expect(server.pushes).toEqual([]);
  });
});
