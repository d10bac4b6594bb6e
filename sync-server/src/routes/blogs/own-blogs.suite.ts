import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_NOTICE } from '../../../../shared/messages';
import { notAnImage, photo, photoWithGps, pixelBomb } from '../../testing/images';
import { expectNoOrphans } from '../../testing/orphans';
import { type BlogKit, blogFields, blogKit, form, type MakeBlobs, send } from './blog-test-kit';

export function ownBlogsSuite(name: string, makeBlobs: MakeBlobs): void {
  describe(`own blogs (${name})`, () => {
    let k: BlogKit;
    beforeEach(async () => {
      k = await blogKit(makeBlobs);
    });
    afterEach(() => k.close());
    const create = async (fields: Record<string, unknown>, who = k.ann) =>
      k.t.app.request('/api/blogs/', send('POST', form(fields as never), who));
    const user = async (id: string) =>
      (await k.t.deps.store.collection('users').findOne({ _id: id })) as Record<string, unknown>;

    it('creates a blog with a hero and images, owned by the caller', async () => {
      const res = await create({
        ...blogFields,
        author: 'Somebody Else',
        heroImage: await photo('#36c'),
        images: [await photo('#c63'), await photo('#3c6', 2000, 1000)],
      });
      expect(res.status).toBe(201);
      const blog = await res.json();
      expect(blog).toMatchObject({
        author: 'Ann Lee',
        blogTitle: 'Lisbon by tram',
        country: 'Portugal',
        featured: true,
        publish: true,
        suspended: false,
        views: 0,
        userID: k.ann.user._id,
        createdByAdmin: false,
      });
      expect(blog._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(blog.imageData.heroImage).toMatchObject({ width: 640, height: 480 });
      expect(blog.imageData.imageUrls).toHaveLength(2);
      const wide = blog.imageData.imageUrls[1];
      expect(wide.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600]);
      const served = await k.t.app.request(wide.variants[0].url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(await user(k.ann.user._id)).toMatchObject({ blogs: 1, featuredBlogs: 1 });
      await expectNoOrphans(k.t.deps);
    });

    it('strips GPS and all metadata from stored variants', async () => {
      const blog = await (await create({ ...blogFields, images: [await photoWithGps()] })).json();
      const keys = await k.t.deps.blobs.list('img/');
      expect(keys.length).toBe(blog.imageData.imageUrls[0].variants.length);
      for (const key of keys) {
        const object = await k.t.deps.blobs.get(key);
        const chunks: Buffer[] = [];
        for await (const chunk of object?.body ?? []) chunks.push(Buffer.from(chunk));
        const meta = await sharp(Buffer.concat(chunks)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
      }
    });

    it.each([
      ['a non-image renamed .jpg', async () => notAnImage, 415],
      [
        'an oversize file',
        async () => Object.assign(new Uint8Array(16 * 1024 * 1024), [0xff, 0xd8, 0xff]),
        413,
      ],
      ['a decompression-bomb PNG', pixelBomb, 413],
    ] as const)('refuses %s, storing nothing', async (_, file, status) => {
      const res = await create({
        ...blogFields,
        heroImage: await photo(),
        images: [await photo('#123'), await file()],
      });
      expect(res.status).toBe(status);
      expect((await res.json()).message).toBeTruthy();
      expect(await k.t.deps.store.collection('blogs').count()).toBe(0);
      expect(await k.t.deps.blobs.list()).toEqual([]);
    });

    it.each([
      [{ blogTitle: '' }, /^blogTitle: /],
      [{ blogTitle: 'x'.repeat(121) }, /^blogTitle: /],
      [{ country: 'y'.repeat(61) }, /^country: /],
      [{ featured: 'maybe' }, /^featured: /],
      [{ suspended: 'true' }, /^Unknown field: suspended$/],
      [{ views: '1000' }, /^Unknown field: views$/],
      [{ userID: 'someone' }, /^Unknown field: userID$/],
    ])('refuses %o', async (change, message) => {
      const res = await create({ ...blogFields, ...change });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
    });

    it('refuses JSON and unknown file fields on create', async () => {
      expect((await k.t.app.request('/api/blogs/', send('POST', blogFields, k.ann))).status).toBe(400);
      expect((await create({ ...blogFields, avatar: await photo() })).status).toBe(400);
      expect((await create({ ...blogFields, heroImage: [await photo(), await photo('#fff')] })).status).toBe(
        400,
      );
    });

    it("lists and reads only the caller's blogs", async () => {
      const mine = await (await create(blogFields)).json();
      await create({ ...blogFields, blogTitle: 'Bob in Oslo' }, k.bob);
      const list = await (await k.t.app.request('/api/blogs/', send('GET', undefined, k.ann))).json();
      expect(list.map((b: { _id: string }) => b._id)).toEqual([mine._id]);
      expect((await k.t.app.request(`/api/blogs/${mine._id}`, { headers: k.ann.auth })).status).toBe(200);
      expect((await k.t.app.request(`/api/blogs/${mine._id}`, { headers: k.bob.auth })).status).toBe(404);
      expect((await k.t.app.request('/api/blogs/no-such-blog', { headers: k.ann.auth })).status).toBe(404);
      expect((await k.t.app.request('/api/blogs/')).status).toBe(401);
    });

    it('updates as the owner, stamping edited, never views or suspension', async () => {
      const blog = await (await create(blogFields)).json();
      const put = (body: unknown, who = k.ann) =>
        k.t.app.request(`/api/blogs/${blog._id}`, send('PUT', body, who));
      const res = await put({
        blogTitle: ' Lisbon again ',
        featured: false,
        status: 'edited',
        lastEdited: 'whatever',
      });
      const updated = await res.json();
      expect(updated).toMatchObject({
        blogTitle: 'Lisbon again',
        featured: false,
        status: 'edited',
        edited: true,
        views: 0,
      });
      expect(updated.lastEdited).toMatch(/^\w{3} \d{1,2} \w+ \d{4} \d{1,2}:\d{2}:\d{2}$/);
      expect(await user(k.ann.user._id)).toMatchObject({ blogs: 1, featuredBlogs: 0 });
      for (const body of [
        { views: 99 },
        { suspended: true },
        { userID: k.bob.user._id },
        { createdByAdmin: true },
      ]) {
        expect((await put(body)).status).toBe(400);
      }
      expect((await put({ blogTitle: 'Hijack' }, k.bob)).status).toBe(404);
      expect((await put({ blogTitle: 'Demo' }, k.demo)).status).toBe(403);
    });

    it('deletes a blog with its images, keeping images another blog shares', async () => {
      const shared = await photo('#777');
      const first = await (
        await create({ ...blogFields, heroImage: await photo('#111'), images: [shared] })
      ).json();
      await create({ ...blogFields, images: [shared] }, k.bob);
      expect(
        (await k.t.app.request(`/api/blogs/${first._id}`, send('DELETE', undefined, k.bob))).status,
      ).toBe(404);
      expect(
        (await k.t.app.request(`/api/blogs/${first._id}`, send('DELETE', { deleteBlog: 'yes' }, k.ann)))
          .status,
      ).toBe(400);
      const res = await k.t.app.request(
        `/api/blogs/${first._id}`,
        send('DELETE', { deleteBlog: true }, k.ann),
      );
      expect(res.status).toBe(200);
      expect(await user(k.ann.user._id)).toMatchObject({ blogs: 0, featuredBlogs: 0 });
      await expectNoOrphans(k.t.deps);
      expect((await k.t.deps.blobs.list()).length).toBeGreaterThan(0);
    });

    it('refuses every blog write of the demo user', async () => {
      const res = await create(blogFields, k.demo);
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(DEMO_NOTICE);
      expect((await k.t.app.request('/api/blogs/', { headers: k.demo.auth })).status).toBe(200);
    });

    it('deletes an account with its blogs and images, nothing orphaned', async () => {
      await create({ ...blogFields, heroImage: await photo('#a1a'), images: [await photo('#b2b')] });
      await create({ ...blogFields, images: [await photo('#b2b')] }, k.bob);
      const res = await k.t.app.request(
        `/api/users/delete-user/${k.ann.user._id}`,
        send('DELETE', undefined, k.ann),
      );
      expect(res.status).toBe(200);
      await expectNoOrphans(k.t.deps);
    });
  });
}
