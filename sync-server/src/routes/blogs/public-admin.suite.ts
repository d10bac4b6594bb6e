import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { photo } from '../../testing/images';
import { expectNoOrphans } from '../../testing/orphans';
import { type BlogKit, blogFields, blogKit, form, type MakeBlobs, send } from './blog-test-kit';

export function publicAdminSuite(name: string, makeBlobs: MakeBlobs): void {
  describe(`public and admin blogs (${name})`, () => {
    let k: BlogKit;
    const made: Record<string, string> = {};
    beforeEach(async () => {
      k = await blogKit(makeBlobs);
      for (const [key, fields] of Object.entries({
        published: blogFields,
        unpublished: { ...blogFields, publish: 'false' },
        suspended: blogFields,
      })) {
        const res = await k.t.app.request('/api/blogs/', send('POST', form(fields), k.ann));
        made[key] = (await res.json())._id;
      }
      await k.t.app.request(`/api/admin/${made.suspended}`, send('PUT', { suspended: true }, k.admin));
    });
    afterEach(() => k.close());

    it('shows visitors published, unsuspended blogs only', async () => {
      const list = await (await k.t.app.request('/api/public/blogs/')).json();
      expect(list.map((b: { _id: string }) => b._id)).toEqual([made.published]);
      expect((await k.t.app.request(`/api/public/blogs/${made.published}`)).status).toBe(200);
      for (const id of [made.unpublished, made.suspended, 'missing']) {
        expect((await k.t.app.request(`/api/public/blogs/${id}`)).status).toBe(404);
        expect((await k.t.app.request(`/api/public/blogs/${id}`, send('PUT', {}))).status).toBe(404);
      }
    });

    it('counts 100 concurrent views by one visitor once; the body changes nothing', async () => {
      const url = `/api/public/blogs/${made.published}`;
      await Promise.all(
        Array.from({ length: 100 }, () => k.t.app.request(url, send('PUT', { views: 5000, blogTitle: 'x' }))),
      );
      const blog = await (await k.t.app.request(url)).json();
      expect(blog.views).toBe(1);
      expect(blog.blogTitle).toBe('Lisbon by tram');
    });

    it('lets admins read and update any blog, suspension included', async () => {
      expect(await (await k.t.app.request('/api/admin/', { headers: k.admin.auth })).json()).toHaveLength(3);
      expect(
        (await k.t.app.request(`/api/admin/${made.unpublished}`, { headers: k.admin.auth })).status,
      ).toBe(200);
      const res = await k.t.app.request(
        `/api/admin/${made.suspended}`,
        send('PUT', { suspended: false, blogTitle: 'Back', status: 'edited' }, k.admin),
      );
      expect(await res.json()).toMatchObject({ suspended: false, blogTitle: 'Back', status: 'edited' });
      expect(
        (await k.t.app.request(`/api/admin/${made.published}`, send('PUT', { views: 1 }, k.admin))).status,
      ).toBe(400);
      expect((await k.t.app.request('/api/admin/missing', { headers: k.admin.auth })).status).toBe(404);
      expect((await k.t.app.request('/api/admin/', { headers: k.ann.auth })).status).toBe(403);
      expect((await k.t.app.request('/api/admin/users', { headers: k.admin.auth })).status).toBe(200);
    });

    it('creates a blog for another user, marked as created by admin', async () => {
      const body = form({
        ...blogFields,
        author: 'ignored',
        userID: k.bob.user._id,
        createdByAdmin: 'true',
        heroImage: await photo('#5a5'),
      });
      const res = await k.t.app.request('/api/admin/create/user-blog/admin', send('POST', body, k.admin));
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        author: 'Bob Stone',
        userID: k.bob.user._id,
        createdByAdmin: true,
      });
      const bob = await k.t.deps.store.collection('users').findOne({ _id: k.bob.user._id });
      expect(bob).toMatchObject({ blogs: 1, featuredBlogs: 1 });
      const missing = form({ ...blogFields, userID: 'nobody' });
      expect(
        (await k.t.app.request('/api/admin/create/user-blog/admin', send('POST', missing, k.admin))).status,
      ).toBe(404);
      expect(
        (await k.t.app.request('/api/admin/create/user-blog/admin', send('POST', body, k.ann))).status,
      ).toBe(403);
      await expectNoOrphans(k.t.deps);
    });

    it('deletes any blog as admin, and only as admin', async () => {
      expect(
        (await k.t.app.request(`/api/blogs/admin-delete/${made.published}`, send('DELETE', undefined, k.ann)))
          .status,
      ).toBe(403);
      expect(
        (
          await k.t.app.request(
            `/api/blogs/admin-delete/${made.published}`,
            send('DELETE', undefined, k.admin),
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await k.t.app.request(
            `/api/blogs/admin-delete/${made.published}`,
            send('DELETE', undefined, k.admin),
          )
        ).status,
      ).toBe(404);
      const ann = await k.t.deps.store.collection('users').findOne({ _id: k.ann.user._id });
      expect(ann).toMatchObject({ blogs: 2 });
    });
  });
}
