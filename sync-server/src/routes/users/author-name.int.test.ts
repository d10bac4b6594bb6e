// The author shown is the owner's current name: a rename (on each of the three paths that take a name)
// carries it onto every blog of theirs, everywhere blogs are read and synced, and a blog made by a device
// or a form that still knew the old name gets the new one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import { createBlog } from '../../services/blogs/create-blog';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { form, send } from '../blogs/blog-test-kit';
import { Device } from '../sync/sync-kit';

const NEW_NAME = 'Annabel Grey';

describe('the author follows the owner’s name', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  let shown = '';
  let draft = '';
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
    bob = await insertUser(t.deps, { name: 'Bob Stone' });
    admin = await insertUser(t.deps, { name: 'Ada Admin', isAdmin: true });
    shown = await create(true);
    draft = await create(false);
  });
  afterEach(() => t.close());

  async function create(publish: boolean, who = ann): Promise<string> {
    const body = form({
      blogTitle: publish ? 'Shown' : 'Draft',
      blogBody: 'Text.',
      publish: String(publish),
    });
    const res = await t.app.request('/api/blogs/', send('POST', body, who));
    expect(res.status).toBe(201);
    return (await res.json())._id;
  }
  const get = async (path: string, who?: TestUser) => {
    const res = await t.app.request(path, who ? { headers: who.auth } : {});
    expect(res.status, path).toBe(200);
    return res.json();
  };
  const authorOf = (list: { _id: string; author: string }[], id: string) =>
    list.find((b) => b._id === id)?.author;
  const put = (path: string, body: unknown, who: TestUser) =>
    t.app.request(path, json(body, who.auth, 'PUT'));
  /** The three calls that rename a user, by path. */
  const renames: Record<string, () => Response | Promise<Response>> = {
    'PUT /api/users/change-name': () => put('/api/users/change-name', { newName: NEW_NAME }, ann),
    'PUT /api/users/update/{id}': () => put(`/api/users/update/${ann.user._id}`, { name: NEW_NAME }, ann),
    'PUT /api/admin/users/{id}': () => put(`/api/admin/users/${ann.user._id}`, { name: NEW_NAME }, admin),
  };
  const rename = async () =>
    expect((await put('/api/users/change-name', { newName: NEW_NAME }, ann)).status).toBe(200);

  for (const [path, call] of Object.entries(renames)) {
    it(`shows the new name on every blog everywhere after ${path}`, async () => {
      const laptop = new Device(t, ann);
      const reader = new Device(t, bob);
      await laptop.pullAll();
      await reader.pullAll();
      const before = await get(`/api/blogs/${shown}`, ann);

      expect((await call()).status).toBe(200);
      expect((await get(`/api/public/blogs/${shown}`)).author).toBe(NEW_NAME);
      expect(authorOf(await get('/api/public/blogs'), shown)).toBe(NEW_NAME);
      const own = await get('/api/blogs', ann);
      expect([authorOf(own, shown), authorOf(own, draft)]).toEqual([NEW_NAME, NEW_NAME]);
      expect((await get(`/api/blogs/${draft}`, ann)).author).toBe(NEW_NAME);
      expect(authorOf(await get('/api/admin/', admin), draft)).toBe(NEW_NAME);
      expect((await get(`/api/admin/${shown}`, admin)).author).toBe(NEW_NAME);
      const found = await get(`/api/admin/?q=${encodeURIComponent('annabel')}&page=1`, admin);
      expect(found.items.map((b: { _id: string }) => b._id).sort()).toEqual([draft, shown].sort());
      // Not an edit: nothing else of the blog moved.
      const after = await get(`/api/blogs/${shown}`, ann);
      expect(after).toEqual({ ...before, author: NEW_NAME });

      // The owner's other device pulls both blogs, once each in the owner's scope (the feed leaves the
      // owner's own out); everyone else's public feed the public one only.
      const pulled = (await laptop.pullAll()).filter((c) => c.entity === 'blog');
      expect(pulled.map((c) => [c.scope, c.id, c.doc?.author]).sort()).toEqual(
        [
          ['user', draft, NEW_NAME],
          ['user', shown, NEW_NAME],
        ].sort(),
      );
      const feed = (await reader.pullAll()).filter((c) => c.entity === 'blog');
      expect(feed).toEqual([expect.objectContaining({ scope: 'public', id: shown, rev: before.rev })]);
      expect(feed[0]?.doc?.author).toBe(NEW_NAME);
    });
  }

  it('changes no blog when the name stays, and no blog of anyone else', async () => {
    const bobs = await create(true, bob);
    const laptop = new Device(t, ann);
    await laptop.pullAll();
    const update = (body: unknown) => put(`/api/users/update/${ann.user._id}`, body, ann);
    expect((await update({ tier: 'prem' })).status).toBe(200);
    expect((await laptop.pullAll()).filter((c) => c.entity === 'blog')).toEqual([]);
    expect((await update({ name: NEW_NAME })).status).toBe(200);
    expect((await get(`/api/public/blogs/${bobs}`)).author).toBe('Bob Stone');
  });

  it('gives the current name to a blog sent by a device, or a form, that still knew the old one', async () => {
    const phone = new Device(t, ann);
    await phone.pullAll();
    await rename();
    // Made offline before the rename, sent after it.
    const id = newId();
    const fields = { blogTitle: 'Offline', country: '', blogBody: 'Text.', publish: true, featured: false };
    const { body } = await phone.push([phone.mutation({ entity: 'blog', id, kind: 'create', fields })]);
    expect(body.results[0]).toMatchObject({ status: 'applied' });
    expect((await get(`/api/public/blogs/${id}`)).author).toBe(NEW_NAME);
    // A REST create whose owner was read before the rename committed.
    const stale = { _id: ann.user._id, name: 'Ann Lee' };
    const fresh = { blogTitle: 'Late', country: '', blogBody: 'Text.', featured: false, publish: true };
    const made = await createBlog(t.deps, stale, fresh, { images: [] });
    expect(made.author).toBe(NEW_NAME);
    expect((await get(`/api/blogs/${made._id}`, ann)).author).toBe(NEW_NAME);
  });

  it('keeps an edit the owner made before the rename, without a conflict', async () => {
    const phone = new Device(t, ann);
    const rev = (await phone.pullAll()).find((c) => c.id === shown)?.rev ?? 0;
    await rename();
    const edit = phone.mutation({
      entity: 'blog',
      id: shown,
      kind: 'update',
      baseRev: rev,
      fields: { blogTitle: 'Porto' },
    });
    expect((await phone.push([edit])).body.results[0]).toMatchObject({ status: 'applied' });
    const changes = await phone.pullAll();
    expect(changes.filter((c) => c.entity === 'conflict')).toEqual([]);
    expect(changes.find((c) => c.scope === 'user' && c.id === shown)?.doc).toMatchObject({
      blogTitle: 'Porto',
      author: NEW_NAME,
    });
  });

  it('takes the new name in the admin update blog form, and refuses the old one', async () => {
    const renamed = await put(`/api/admin/users/${ann.user._id}`, { name: NEW_NAME }, admin);
    expect(renamed.status).toBe(200);
    const update = (author: string) =>
      put(`/api/admin/${shown}`, { author, blogTitle: `By ${author}` }, admin);
    const ok = await update(NEW_NAME);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ author: NEW_NAME, blogTitle: `By ${NEW_NAME}` });
    const old = await update('Ann Lee');
    expect(old.status).toBe(400);
    expect((await old.json()).message).toBe(
      "author: The author is the owner's name; rename the user to change it",
    );
  });
});
