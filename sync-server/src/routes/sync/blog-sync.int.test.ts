import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import { DEMO_NOTICE } from '../../../../shared/messages';
import { knownImage, sweepUnusedImages, UNUSED_IMAGE_TTL_MS } from '../../services/sync/images';
import { insertUser, type TestUser } from '../../testing/factories';
import { notAnImage, photo } from '../../testing/images';
import { expectNoOrphans } from '../../testing/orphans';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { form, send } from '../blogs/blog-test-kit';
import { Device } from './sync-kit';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('blogs and photos through sync', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
  });
  afterEach(() => t.close());
  const upload = (bytes: Uint8Array, hash = sha(bytes), who = ann) =>
    t.app.request(`/api/sync/images/${hash}`, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { ...who.auth, 'content-type': 'image/jpeg' },
    });
  const blogFields = (hero: string | null, images: string[]) => ({
    blogTitle: 'Lofoten',
    country: 'Norway',
    blogBody: 'Light.',
    publish: true,
    featured: true,
    heroImage: hero,
    imageUrls: images,
  });

  it('stores an uploaded photo once, however often it is sent', async () => {
    const bytes = await photo('#36c');
    const first = await upload(bytes);
    expect(first.status).toBe(201);
    const { image } = await first.json();
    expect(image).toMatchObject({ id: sha(bytes), width: 640, height: 480 });
    const again = await upload(bytes);
    expect(again.status).toBe(200);
    expect((await again.json()).image).toEqual(image);
    await expectNoOrphans(t.deps);
  });

  it('tells a device whether it stores a photo, and starts that photo’s unused day over', async () => {
    const bytes = await photo('#3c6');
    const ask = (hash: string) => t.app.request(`/api/sync/images/${hash}`, { headers: ann.auth });
    const before = await ask(sha(bytes));
    expect(before.status).toBe(404);
    expect((await before.json()).message).toBe('photo not uploaded');
    const { image } = await (await upload(bytes)).json();
    const day = new Date(Date.now() + UNUSED_IMAGE_TTL_MS - 60_000);
    // Asked a minute before its day ends: it counts from then, so the sweep a day after the upload spares it.
    expect(await knownImage(t.deps, sha(bytes), day)).toEqual(image);
    expect(await sweepUnusedImages(t.deps, new Date(Date.now() + UNUSED_IMAGE_TTL_MS + 60_000))).toBe(0);
    const after = await ask(sha(bytes));
    expect(after.status).toBe(200);
    expect((await after.json()).image).toEqual(image);
    expect((await ask('NOT-A-HASH')).status).toBe(400);
    expect((await t.app.request(`/api/sync/images/${sha(bytes)}`)).status).toBe(401);
  });

  it('refuses a photo that does not match its hash, is not an image, or comes from the demo user', async () => {
    const bytes = await photo('#36c');
    expect((await upload(bytes, sha(new Uint8Array([1, 2, 3])))).status).toBe(400);
    expect((await upload(bytes, 'NOT-A-HASH')).status).toBe(400);
    expect((await upload(notAnImage)).status).toBe(415);
    const demo = await insertUser(t.deps, { isDemoUser: true });
    const res = await upload(bytes, sha(bytes), demo);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(DEMO_NOTICE);
    expect(await t.deps.blobs.list()).toEqual([]);
  });

  it('creates a blog offline-style: photos by hash first, then the mutation naming them', async () => {
    const [hero, one] = [await photo('#111'), await photo('#222')];
    await upload(hero);
    await upload(one);
    const device = new Device(t, ann);
    const id = newId();
    const { body } = await device.push([
      device.mutation({ entity: 'blog', id, kind: 'create', fields: blogFields(sha(hero), [sha(one)]) }),
    ]);
    expect(body.results[0]).toMatchObject({ status: 'applied', rev: 1 });
    const blog = await (await t.app.request(`/api/blogs/${id}`, { headers: ann.auth })).json();
    expect(blog).toMatchObject({
      author: 'Ann Lee',
      blogTitle: 'Lofoten',
      publish: true,
      userID: ann.user._id,
    });
    expect(blog.imageData.heroImage.id).toBe(sha(hero));
    expect(blog.imageData.imageUrls.map((r: { id: string }) => r.id)).toEqual([sha(one)]);
    const reader = new Device(t, await insertUser(t.deps));
    const feed = (await reader.pullAll()).filter((c) => c.scope === 'public');
    expect(feed.map((c) => c.id)).toEqual([id]);
    // Sync bookkeeping names devices: it never leaves the server, in pull or in REST answers.
    expect(JSON.stringify(feed)).not.toMatch(/appliedOps|fieldRevs/);
    const answers = await Promise.all(
      ['/api/public/blogs', `/api/public/blogs/${id}`].map(async (p) => (await t.app.request(p)).text()),
    );
    answers.push(await (await t.app.request('/api/blogs', { headers: ann.auth })).text());
    for (const text of answers) expect(text).not.toMatch(/appliedOps|fieldRevs/);
    const me = await t.deps.store.collection('users').findOne({ _id: ann.user._id });
    expect(me).toMatchObject({ blogs: 1, featuredBlogs: 1 });
    await expectNoOrphans(t.deps);
  });

  it('rejects a blog naming a photo that was never uploaded, and goes on', async () => {
    const device = new Device(t, ann);
    const { body } = await device.push([
      device.mutation({
        entity: 'blog',
        id: newId(),
        kind: 'create',
        fields: blogFields(sha(new Uint8Array([9])), []),
      }),
      device.mutation({ entity: 'blog', id: newId(), kind: 'create', fields: blogFields(null, []) }),
    ]);
    expect(body.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(body.results[0]?.reason).toBe('photo not uploaded');
  });

  it('lets a device keep, move and drop the photos a blog got through the REST calls', async () => {
    const rest = await t.app.request(
      '/api/blogs/',
      send(
        'POST',
        form({
          blogTitle: 'Lofoten',
          heroImage: await photo('#123'),
          images: [await photo('#456'), await photo('#789')],
        }),
        ann,
      ),
    );
    expect(rest.status).toBe(201);
    const made = await rest.json();
    const [one, two] = made.imageData.imageUrls.map((r: { id: string }) => r.id);
    const added = await photo('#abc');
    await upload(added);
    const device = new Device(t, ann);
    const pulled = (await device.pullAll()).find((c) => c.id === made._id && c.scope !== 'public');
    const { body } = await device.push([
      device.mutation({
        entity: 'blog',
        id: made._id,
        kind: 'update',
        baseRev: pulled?.rev ?? 0,
        fields: { heroImage: two, imageUrls: [sha(added), one] },
      }),
    ]);
    expect(body.results[0]?.status).toBe('applied');
    const blog = await (await t.app.request(`/api/blogs/${made._id}`, { headers: ann.auth })).json();
    expect(blog.imageData.heroImage.id).toBe(two);
    expect(blog.imageData.imageUrls.map((r: { id: string }) => r.id)).toEqual([sha(added), one]);
    // Another blog's photo is not this blog's to name.
    const other = await device.push([
      device.mutation({ entity: 'blog', id: newId(), kind: 'create', fields: blogFields(one, []) }),
    ]);
    expect(other.body.results[0]).toMatchObject({ status: 'rejected', reason: 'photo not uploaded' });
  });

  it('merges a device edit with a web edit, keeping the losing title as a conflict', async () => {
    const device = new Device(t, ann);
    const id = newId();
    await device.push([
      device.mutation({ entity: 'blog', id, kind: 'create', fields: blogFields(null, []) }),
    ]);
    await t.app.request(`/api/blogs/${id}`, send('PUT', { blogTitle: 'Lofoten in June' }, ann));
    const { body } = await device.push([
      device.mutation({
        entity: 'blog',
        id,
        kind: 'update',
        baseRev: 1,
        fields: { blogTitle: 'Lofoten islands', country: 'Norge' },
      }),
    ]);
    expect(body.results[0]?.status).toBe('merged');
    const blog = await (await t.app.request(`/api/blogs/${id}`, { headers: ann.auth })).json();
    expect(blog).toMatchObject({ blogTitle: 'Lofoten islands', country: 'Norge', status: 'edited' });
    const conflicts = (await new Device(t, ann).pullAll()).filter((c) => c.entity === 'conflict');
    expect(conflicts.map((c) => c.doc)).toEqual([
      expect.objectContaining({
        entity: 'blog',
        field: 'blogTitle',
        kept: 'Lofoten islands',
        lost: 'Lofoten in June',
      }),
    ]);
  });

  it('drops and deletes photos through mutations without leaving orphans', async () => {
    const [a, b] = [await photo('#a11'), await photo('#b22')];
    await upload(a);
    await upload(b);
    const device = new Device(t, ann);
    const id = newId();
    await device.push([
      device.mutation({ entity: 'blog', id, kind: 'create', fields: blogFields(sha(a), [sha(b)]) }),
    ]);
    await device.push([
      device.mutation({ entity: 'blog', id, kind: 'update', baseRev: 1, fields: { imageUrls: [] } }),
    ]);
    await expectNoOrphans(t.deps);
    expect((await t.deps.blobs.list()).some((k) => k.includes(sha(b)))).toBe(false);
    await device.push([device.mutation({ entity: 'blog', id, kind: 'delete', fields: {} })]);
    expect(await t.deps.blobs.list()).toEqual([]);
    const changes = await new Device(t, ann).pullAll();
    expect(changes.filter((c) => c.entity === 'blog')).toEqual([
      expect.objectContaining({ scope: 'user', id, deleted: true }),
      expect.objectContaining({ scope: 'public', id, deleted: true }),
    ]);
  });

  it('sweeps photos no blog used within a day', async () => {
    const bytes = await photo('#5a5');
    await upload(bytes);
    expect(await sweepUnusedImages(t.deps)).toBe(0);
    expect(await sweepUnusedImages(t.deps, new Date(Date.now() + UNUSED_IMAGE_TTL_MS + 1000))).toBe(1);
    expect(await t.deps.blobs.list()).toEqual([]);
  });

  it('starts a photo’s day over when a device uploads it again, whole or by chunks', async () => {
    const images = t.deps.store.collection('sync_images');
    const yesterday = new Date(Date.now() - UNUSED_IMAGE_TTL_MS - 1000).toISOString();
    const bytes = await photo('#6b6');
    const hash = sha(bytes);
    await upload(bytes);
    // A device that lost its connection before the push sends the photo again a day later.
    await images.updateOne({ _id: hash }, { $set: { createdAt: yesterday } });
    expect((await upload(bytes)).status).toBe(200);
    expect(await sweepUnusedImages(t.deps)).toBe(0);
    await images.updateOne({ _id: hash }, { $set: { createdAt: yesterday } });
    const start = await t.app.request(
      `/api/sync/images/${hash}/upload`,
      send('POST', { size: bytes.byteLength }, ann),
    );
    expect((await start.json()).image).toMatchObject({ id: hash });
    expect(await sweepUnusedImages(t.deps)).toBe(0);
    expect(await sweepUnusedImages(t.deps, new Date(Date.now() + UNUSED_IMAGE_TTL_MS + 1000))).toBe(1);
  });

  it("does not let a device touch another user's blog", async () => {
    const bob = await insertUser(t.deps);
    const res = await t.app.request(
      '/api/blogs/',
      send(
        'POST',
        (() => {
          const f = new FormData();
          f.append('blogTitle', 'Bob');
          return f;
        })(),
        bob,
      ),
    );
    const bobsBlog = (await res.json())._id;
    const device = new Device(t, ann);
    const { body } = await device.push([
      device.mutation({
        entity: 'blog',
        id: bobsBlog,
        kind: 'update',
        baseRev: 1,
        fields: { blogTitle: 'mine' },
      }),
      device.mutation({ entity: 'blog', id: bobsBlog, kind: 'create', fields: blogFields(null, []) }),
    ]);
    expect(body.results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((await t.deps.store.collection('blogs').findOne({ _id: bobsBlog }))?.blogTitle).toBe('Bob');
  });
});
