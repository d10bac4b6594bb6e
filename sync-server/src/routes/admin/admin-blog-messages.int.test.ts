// An admin's blog refused (issue 32): the message names the fields as the admin's forms label them
// ("title", "author"), never the API's keys (blogTitle, userID), and nothing is written.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTHOR_NEEDED, TITLE_NEEDED } from '../../../../shared/api/blogs';
import { insertBlog, insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const CREATE = '/api/admin/create/user-blog/admin';

describe('an admin blog refused', () => {
  let t: TestApp;
  let admin: TestUser;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    admin = await insertUser(t.deps, { name: 'Ada', isAdmin: true });
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
  });
  afterEach(() => t.close());

  const create = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return t.app.request(CREATE, { method: 'POST', body: form, headers: admin.auth });
  };
  const blogCount = async () => (await t.deps.store.collection('blogs').find({})).length;

  it('says which of title and author are missing, in the words of the form', async () => {
    const res = await create({ blogTitle: '  ', userID: '', country: 'Peru' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(`${TITLE_NEEDED}; ${AUTHOR_NEEDED}`);
    expect(await blogCount()).toBe(0);
  });

  it('puts the field name the form shows before a message that does not name it', async () => {
    const res = await create({ blogTitle: 'Lima', userID: ann.user._id, featured: 'maybe' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^featured: /);
    expect(await blogCount()).toBe(0);
  });

  it('refuses a blank title in "update blog as admin" the same way', async () => {
    const blog = await insertBlog(t.deps, ann.user, { blogTitle: 'Lima' });
    const res = await t.app.request(`/api/admin/${blog._id}`, json({ blogTitle: ' ' }, admin.auth, 'PUT'));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(TITLE_NEEDED);
    const stored = await t.deps.store.collection('blogs').findOne({ _id: blog._id });
    expect(stored).toMatchObject({ blogTitle: 'Lima' });
  });
});
