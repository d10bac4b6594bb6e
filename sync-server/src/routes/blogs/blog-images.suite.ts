import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notAnImage, photo } from '../../testing/images';
import { expectNoOrphans } from '../../testing/orphans';
import { type BlogKit, blogFields, blogKit, form, type MakeBlobs, send } from './blog-test-kit';

type Ref = { id: string };

export function blogImagesSuite(name: string, makeBlobs: MakeBlobs): void {
  describe(`a blog's images (${name})`, () => {
    let k: BlogKit;
    let blog: { _id: string; imageData: { heroImage: Ref; imageUrls: Ref[] } };
    beforeEach(async () => {
      k = await blogKit(makeBlobs);
      const images = [await photo('#100'), await photo('#200'), await photo('#300')];
      const res = await k.t.app.request(
        '/api/blogs/',
        send('POST', form({ ...blogFields, heroImage: await photo('#400'), images }), k.ann),
      );
      blog = await res.json();
    });
    afterEach(() => k.close());
    const put = (path: string, body: unknown, who = k.ann) =>
      k.t.app.request(`/api/blogs/${path}`, send('PUT', body, who));
    const ids = (b: { imageData: { imageUrls: Ref[] } }) => b.imageData.imageUrls.map((r) => r.id);

    it('deletes one image, or the hero', async () => {
      const [first, second, third] = ids(blog);
      const res = await put('delete-img', { imgID: second, blogID: blog._id, deleteHero: false });
      const { blog: after } = await res.json();
      expect(ids(after)).toEqual([first, third]);
      expect(after.status).toBe('edited');
      await expectNoOrphans(k.t.deps);
      const hero = await (
        await put('delete-img', { imgID: blog.imageData.heroImage.id, blogID: blog._id, deleteHero: true })
      ).json();
      expect(hero.blog.imageData.heroImage).toBeNull();
      await expectNoOrphans(k.t.deps);
      expect((await put('delete-img', { imgID: 'nope', blogID: blog._id, deleteHero: false })).status).toBe(
        404,
      );
      expect(
        (await put('delete-img', { imgID: first, blogID: blog._id, deleteHero: false }, k.bob)).status,
      ).toBe(404);
      expect((await put('delete-img', { imgID: first, blogID: blog._id, extra: 1 })).status).toBe(400);
    });

    it('replaces one image in place, and the hero', async () => {
      const [first, second, third] = ids(blog);
      const res = await put(
        'update-img',
        form({ image: await photo('#abc'), imgID: second ?? '', blogID: blog._id }),
      );
      const { blog: after } = await res.json();
      expect(ids(after)[0]).toBe(first);
      expect(ids(after)[2]).toBe(third);
      expect(ids(after)[1]).not.toBe(second);
      await expectNoOrphans(k.t.deps);
      const hero = await (
        await put(
          'update-img',
          form({ image: await photo('#def'), imgID: '', blogID: blog._id, hero: 'true' }),
        )
      ).json();
      expect(hero.blog.imageData.heroImage.id).not.toBe(blog.imageData.heroImage.id);
      await expectNoOrphans(k.t.deps);
    });

    it('leaves nothing behind when a replacement fails', async () => {
      const before = await k.t.deps.blobs.list();
      expect(
        (await put('update-img', form({ image: notAnImage, imgID: ids(blog)[0] ?? '', blogID: blog._id })))
          .status,
      ).toBe(415);
      expect(
        (await put('update-img', form({ image: await photo('#999'), imgID: 'missing', blogID: blog._id })))
          .status,
      ).toBe(404);
      expect(
        (
          await put(
            'update-img',
            form({ image: await photo('#998'), imgID: ids(blog)[0] ?? '', blogID: blog._id }),
            k.bob,
          )
        ).status,
      ).toBe(404);
      expect(await k.t.deps.blobs.list()).toEqual(before);
    });

    it('adds several images and deletes them all, keeping the hero', async () => {
      const res = await put(
        'update-imgs/bulk',
        form({ images: [await photo('#a00'), await photo('#0a0'), await photo('#100')], blogID: blog._id }),
      );
      const { blog: added } = await res.json();
      expect(ids(added)).toHaveLength(5);
      await expectNoOrphans(k.t.deps);
      const cleared = await (await put('delete-imgs/bulk', { blogID: blog._id })).json();
      expect(cleared.blog.imageData.imageUrls).toEqual([]);
      expect(cleared.blog.imageData.heroImage.id).toBe(blog.imageData.heroImage.id);
      await expectNoOrphans(k.t.deps);
      expect((await put('update-imgs/bulk', form({ blogID: blog._id }))).status).toBe(400);
      expect((await put('delete-imgs/bulk', { blogID: blog._id }, k.demo)).status).toBe(403);
    });
  });
}
