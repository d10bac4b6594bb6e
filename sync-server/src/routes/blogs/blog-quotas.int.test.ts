// The blog limits through REST (services/quotas): photos per blog on every route that adds them, refused
// with 413 before any file is encoded (the refused files here are not even images: an encode would answer
// 415), and the account's blog limit with 409. Nothing is stored by a refused call. A real blogger's
// flow at the default limits is unaffected. The same limits through sync: routes/sync/quotas.int.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLOGS } from '../../services/blogs/blog-doc';
import { insertUser, type TestUser } from '../../testing/factories';
import { notAnImage, photo } from '../../testing/images';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { blogFields, type FormValue, form, send } from './blog-test-kit';

const TOO_MANY = { message: 'A blog can have at most 2 images' };
const FULL = { message: 'You can keep at most 2 blogs; delete some to make room' };

describe('blog quotas on the REST routes', () => {
  let t: TestApp;
  let ann: TestUser;
  let admin: TestUser;
  beforeEach(async () => {
    t = await createTestApp({ quotas: { blogs: 2, imagesPerBlog: 2 } });
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
    admin = await insertUser(t.deps, { name: 'Ada Admin', isAdmin: true, isSuperAdmin: true });
  });
  afterEach(() => t.close());

  const create = (fields: Record<string, FormValue>) =>
    t.app.request('/api/blogs', send('POST', form({ ...blogFields, ...fields }), ann));
  const adminCreate = (fields: Record<string, FormValue>) =>
    t.app.request(
      '/api/admin/create/user-blog/admin',
      send('POST', form({ ...blogFields, userID: ann.user._id, ...fields }), admin),
    );
  const addImages = (blogID: string, images: Uint8Array[]) =>
    t.app.request('/api/blogs/update-imgs/bulk', send('PUT', form({ blogID, images }), ann));
  const photos = (n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => photo(`#${i}${i}${i}`, 64, 48)));
  const blogCount = () => t.deps.store.collection(BLOGS).count({ userID: ann.user._id });

  async function expectAnswer(res: Response, status: number, body: unknown) {
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(body);
  }

  it('POST /api/blogs and the admin create refuse a third photo before encoding any, and take two', async () => {
    const junk = [notAnImage, notAnImage, notAnImage];
    await expectAnswer(await create({ images: junk }), 413, TOO_MANY);
    await expectAnswer(await adminCreate({ images: junk }), 413, TOO_MANY);
    expect(await blogCount()).toBe(0);
    expect(await t.deps.blobs.list()).toEqual([]);

    const own = await create({ images: await photos(2) });
    expect(own.status).toBe(201);
    expect((await own.json()).imageData.imageUrls).toHaveLength(2);
    const byAdmin = await adminCreate({ images: await photos(2) });
    expect(byAdmin.status).toBe(201);
  });

  it('PUT /api/blogs/update-imgs/bulk adds photos up to the limit and refuses more before encoding', async () => {
    const made = await create({ images: await photos(1) });
    const { _id } = await made.json();
    await expectAnswer(await addImages(_id, [notAnImage, notAnImage]), 413, TOO_MANY);
    const [, second] = await photos(2);
    const added = await addImages(_id, [second as Uint8Array]);
    expect(added.status).toBe(200);
    expect((await added.json()).blog.imageData.imageUrls).toHaveLength(2);
    await expectAnswer(await addImages(_id, [notAnImage]), 413, TOO_MANY);
  });

  it("refuses a blog beyond the account's limit with 409, on the owner's and the admin's create", async () => {
    expect((await create({})).status).toBe(201);
    expect((await adminCreate({})).status).toBe(201);
    await expectAnswer(await create({ images: [notAnImage] }), 409, FULL);
    await expectAnswer(await adminCreate({ images: [notAnImage] }), 409, FULL);
    expect(await blogCount()).toBe(2);
  });
});

describe('the size of one blog on the REST routes', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp({ quotas: { documentBytes: 4096 } });
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
  });
  afterEach(() => t.close());

  it('refuses a create or an edit that makes a blog larger than documentBytes with 413', async () => {
    const big = form({ ...blogFields, blogBody: 'x'.repeat(5000) });
    const refused = await t.app.request('/api/blogs', send('POST', big, ann));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ message: 'A blog can be at most 4 KB' });
    expect(await t.deps.store.collection(BLOGS).count({})).toBe(0);

    const made = await t.app.request('/api/blogs', send('POST', form(blogFields), ann));
    const { _id } = await made.json();
    const grown = await t.app.request(`/api/blogs/${_id}`, send('PUT', { blogBody: 'y'.repeat(5000) }, ann));
    expect(grown.status).toBe(413);
    expect(await t.deps.store.collection(BLOGS).findOne({ _id })).toMatchObject({
      blogBody: 'Hills and tiles.',
    });
  });
});

describe("a real blogger's flow at the default limits", () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
  });
  afterEach(() => t.close());

  it('writes a long illustrated post, adds photos, edits it and keeps a to-do list', async () => {
    const images = await Promise.all(['#a11', '#1a1', '#11a'].map((c) => photo(c, 64, 48)));
    const body = `${'A day on the ferry. '.repeat(2000)}`.slice(0, 40_000);
    const made = await t.app.request(
      '/api/blogs',
      send('POST', form({ ...blogFields, blogBody: body, images }), ann),
    );
    expect(made.status).toBe(201);
    const { _id } = await made.json();
    const more = await Promise.all(['#a1a', '#aa1'].map((c) => photo(c, 64, 48)));
    const added = await t.app.request(
      '/api/blogs/update-imgs/bulk',
      send('PUT', form({ blogID: _id, images: more }), ann),
    );
    expect(added.status).toBe(200);
    const edited = await t.app.request(
      `/api/blogs/${_id}`,
      send('PUT', { blogTitle: 'Ferries of Norway' }, ann),
    );
    expect(edited.status).toBe(200);
    for (const taskText of ['visa', 'train', 'ferry', 'hotel', 'insurance']) {
      const res = await t.app.request('/api/tasks', send('POST', { taskText }, ann));
      expect(res.status).toBe(201);
    }
  });
});
