import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTHOR_NEEDED, TITLE_NEEDED } from '../../../../shared/api/blogs';
import { insertBlog, insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('admin blogs: pages, search, the author of an update, and refusals in the forms’ words', () => {
  let t: TestApp;
  let admin: TestUser;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    admin = await insertUser(t.deps, { name: 'Ada', isAdmin: true });
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
    const bob = (await insertUser(t.deps, { name: 'Bob [The] Walker' })).user;
    const blogs = [
      { _id: 'b1', blogTitle: 'Lisbon by tram', country: 'Portugal', owner: ann.user },
      { _id: 'b2', blogTitle: 'Alps (winter)', country: 'Switzerland', owner: bob },
      { _id: 'b3', blogTitle: 'Rome 50% off?', country: 'Italy', owner: ann.user },
      { _id: 'b4', blogTitle: 'Oslo', country: 'Norway', owner: bob },
    ];
    for (const [i, { owner, ...fields }] of blogs.entries()) {
      await insertBlog(t.deps, owner, { ...fields, createdAt: `2024-02-0${i + 1}T00:00:00.000Z` });
    }
  });
  afterEach(() => t.close());
  const get = async (query: string) => {
    const res = await t.app.request(`/api/admin/?${query}`, { headers: admin.auth });
    expect(res.status, query).toBe(200);
    return res.json();
  };
  const ids = async (query: string) => (await get(query)).items.map((b: { _id: string }) => b._id);
  const put = (path: string, who: TestUser, body: unknown) =>
    t.app.request(path, json(body, who.auth, 'PUT'));

  it('pages newest first, with the blogs exactly as the plain list shows them', async () => {
    const plain = await (await t.app.request('/api/admin/', { headers: admin.auth })).json();
    expect(plain.map((b: { _id: string }) => b._id)).toEqual(['b4', 'b3', 'b2', 'b1']);
    expect(await get('page=1&limit=3')).toEqual({ items: plain.slice(0, 3), total: 4, page: 1, pageSize: 3 });
    expect(await get('page=2&limit=3')).toEqual({ items: plain.slice(3), total: 4, page: 2, pageSize: 3 });
  });

  it('breaks ties in createdAt by id, so no blog is on two pages', async () => {
    await t.deps.store
      .collection('blogs')
      .updateMany({}, { $set: { createdAt: '2024-03-01T00:00:00.000Z' } });
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(...(await ids(`limit=1&page=${page}`)));
    expect(pages).toEqual(['b4', 'b3', 'b2', 'b1']);
  });

  it('searches title, author and country, ignoring case, special characters taken literally', async () => {
    expect(await ids('q=LISBON')).toEqual(['b1']);
    expect(await ids('q=lee')).toEqual(['b3', 'b1']);
    expect(await ids('q=nor')).toEqual(['b4']);
    expect(await ids(`q=${encodeURIComponent('[the]')}`)).toEqual(['b4', 'b2']);
    expect(await ids(`q=${encodeURIComponent('(winter)')}`)).toEqual(['b2']);
    expect(await ids(`q=${encodeURIComponent('50% off?')}`)).toEqual(['b3']);
    expect(await ids('q=a.p')).toEqual([]);
    expect(await get('q=lee&limit=1')).toMatchObject({ total: 2, pageSize: 1 });
    expect(await get('q=paris')).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  it('accepts the stored author or the owner’s current name, and changes nothing with it', async () => {
    await t.deps.store.collection('users').updateOne({ _id: ann.user._id }, { $set: { name: 'Ann Grey' } });
    for (const [path, who] of [
      ['/api/admin/b1', admin],
      ['/api/blogs/b1', ann],
    ] as const) {
      for (const author of ['Ann Lee', 'Ann Grey', ' Ann Lee ', '']) {
        const res = await put(path, who, { author, blogTitle: `By ${author}` });
        expect(res.status, `${path} ${author}`).toBe(200);
        expect(await res.json()).toMatchObject({ author: 'Ann Lee', blogTitle: `By ${author}`.trim() });
      }
    }
  });

  it('refuses another author with a message naming the field, changing nothing', async () => {
    for (const [path, who] of [
      ['/api/admin/b1', admin],
      ['/api/blogs/b1', ann],
    ] as const) {
      const res = await put(path, who, { author: 'Someone Else', blogTitle: 'Changed' });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(
        "author: The author is the owner's name; rename the user to change it",
      );
    }
    expect(await t.deps.store.collection('blogs').findOne({ _id: 'b1' })).toMatchObject({
      author: 'Ann Lee',
      blogTitle: 'Lisbon by tram',
      rev: 1,
    });
  });

  // Issue 32: a refusal names the fields as the admin's forms label them ("title", "author"), never by
  // the API's keys (blogTitle, userID), and nothing is written.
  const create = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return t.app.request('/api/admin/create/user-blog/admin', {
      method: 'POST',
      body: form,
      headers: admin.auth,
    });
  };
  const blogCount = async () => (await t.deps.store.collection('blogs').find({})).length;

  it('says which of title and author a new blog misses, in the words of the form', async () => {
    const res = await create({ blogTitle: '  ', userID: '', country: 'Peru' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(`${TITLE_NEEDED}; ${AUTHOR_NEEDED}`);
    expect(await blogCount()).toBe(4);
  });

  it('puts the name the form shows before a message that does not name its field', async () => {
    const res = await create({ blogTitle: 'Lima', userID: ann.user._id, featured: 'maybe' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^featured: /);
    expect(await blogCount()).toBe(4);
  });

  it('refuses a blank title in "update blog as admin" the same way', async () => {
    const res = await put('/api/admin/b1', admin, { blogTitle: ' ' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(TITLE_NEEDED);
    expect(await t.deps.store.collection('blogs').findOne({ _id: 'b1' })).toMatchObject({
      blogTitle: 'Lisbon by tram',
    });
  });
});
