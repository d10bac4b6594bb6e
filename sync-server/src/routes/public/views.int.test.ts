import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLOGS } from '../../services/blogs/blog-doc';
import { VIEW_COUNTS } from '../../services/blogs/view-counts';
import { isNewView, VIEW_WINDOW_MS } from '../../services/blogs/view-window';
import { insertBlog, insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { form, send } from '../blogs/blog-test-kit';
import { Device } from '../sync/sync-kit';

const BLOG_BYTES = 140_000;

describe('public views', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    // Visitors are told apart by address; X-Forwarded-For stands in for many clients.
    t = await createTestApp({}, { TRUST_PROXY: 'true' });
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
  });
  afterEach(() => t.close());

  const view = async (id: string, address: string) => {
    const res = await t.app.request(`/api/public/blogs/${id}`, {
      ...send('PUT', { views: 5000, blogTitle: 'x' }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { views: number; blogTitle: string };
  };
  const address = (i: number) => `198.51.${Math.floor(i / 250)}.${i % 250}`;
  it('keeps views out of the blog: 500 views of a 140 KB blog leave the stored blog as it was', async () => {
    const blog = await insertBlog(t.deps, ann.user, { blogBody: 'x'.repeat(BLOG_BYTES) });
    await view(blog._id, address(0));
    const stored = await t.deps.store.collection(BLOGS).findOne({ _id: blog._id });
    for (let i = 1; i <= 500; i += 1) await view(blog._id, address(i));
    // Counted in the blog, every view would write the whole 140 KB document again.
    expect(await t.deps.store.collection(BLOGS).findOne({ _id: blog._id })).toStrictEqual(stored);
    expect(await t.deps.store.collection(VIEW_COUNTS).findOne({ _id: blog._id })).toStrictEqual({
      _id: blog._id,
      views: 501,
    });
    expect((await (await t.app.request(`/api/public/blogs/${blog._id}`)).json()).views).toBe(501);
  });

  it('counts a visitor once per window, however often or concurrently they call', async () => {
    const blog = await insertBlog(t.deps, ann.user);
    const views = await Promise.all(Array.from({ length: 20 }, () => view(blog._id, '203.0.113.9')));
    expect(Math.max(...views.map((v) => v.views))).toBe(1);
    // Another address in the same IPv6 /64 is the same visitor.
    expect((await view(blog._id, '2001:db8:7:7::1')).views).toBe(2);
    expect((await view(blog._id, '2001:db8:7:7:ffff::2')).views).toBe(2);
    expect((await view(blog._id, '203.0.113.9')).views).toBe(2);
    // The window is per blog: the same visitor counts on another blog.
    const other = await insertBlog(t.deps, ann.user);
    expect((await view(other._id, '203.0.113.9')).views).toBe(1);
  });

  it('counts the visitor again once their window has passed', async () => {
    const blog = await insertBlog(t.deps, ann.user);
    const now = Date.now();
    expect(await isNewView(t.deps, blog._id, '203.0.113.9', now)).toBe(true);
    expect(await isNewView(t.deps, blog._id, '203.0.113.9', now + VIEW_WINDOW_MS - 1)).toBe(false);
    expect(await isNewView(t.deps, blog._id, '203.0.113.9', now + VIEW_WINDOW_MS)).toBe(true);
    expect(await isNewView(t.deps, blog._id, '203.0.113.9', now + VIEW_WINDOW_MS + 1)).toBe(false);
  });

  it('counts different visitors, concurrently, each once; the body changes nothing', async () => {
    const blog = await insertBlog(t.deps, ann.user, { blogTitle: 'Lisbon by tram' });
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => view(blog._id, address(i))));
    // Each answer has its own view in it (and any that landed meanwhile).
    expect(Math.min(...answers.map((a) => a.views))).toBeGreaterThanOrEqual(1);
    expect(Math.max(...answers.map((a) => a.views))).toBe(100);
    const shown = await (await t.app.request(`/api/public/blogs/${blog._id}`)).json();
    expect(shown).toMatchObject({ views: 100, blogTitle: 'Lisbon by tram' });
  });

  it('shows the current count in every answer that carries a blog', async () => {
    const admin = await insertUser(t.deps, { isAdmin: true });
    const created = await t.app.request(
      '/api/blogs/',
      send('POST', form({ blogTitle: 'Trip', blogBody: 'Text.', publish: 'true' }), ann),
    );
    const id = (await created.json())._id as string;
    // Counts from before counters existed stay in the blog and add to what is counted now.
    await t.deps.store.collection(BLOGS).updateOne({ _id: id }, { $set: { views: 10 } });
    for (let i = 0; i < 3; i += 1) await view(id, address(i));
    const one = (res: Response) => res.json() as Promise<{ views: number }>;
    const many = async (res: Response) => (await res.json()) as { _id: string; views: number }[];
    const pick = (list: { _id: string; views: number }[]) => list.find((b) => b._id === id)?.views;
    expect((await one(await t.app.request(`/api/public/blogs/${id}`))).views).toBe(13);
    expect(pick(await many(await t.app.request('/api/public/blogs')))).toBe(13);
    expect(pick(await many(await t.app.request('/api/blogs', { headers: ann.auth })))).toBe(13);
    expect((await one(await t.app.request(`/api/blogs/${id}`, { headers: ann.auth }))).views).toBe(13);
    const edited = await t.app.request(`/api/blogs/${id}`, send('PUT', { blogTitle: 'Trip 2' }, ann));
    expect((await one(edited)).views).toBe(13);
    expect(pick(await many(await t.app.request('/api/admin/', { headers: admin.auth })))).toBe(13);
    const paged = await (await t.app.request('/api/admin/?page=1', { headers: admin.auth })).json();
    expect(pick(paged.items)).toBe(13);
    expect((await one(await t.app.request(`/api/admin/${id}`, { headers: admin.auth }))).views).toBe(13);
    const adminEdit = await t.app.request(`/api/admin/${id}`, send('PUT', { featured: true }, admin));
    expect((await one(adminEdit)).views).toBe(13);
    for (const [who, scope] of [
      [ann, 'user'],
      [await insertUser(t.deps), 'public'],
    ] as const) {
      const pulled = (await new Device(t, who).pullAll()).find((c) => c.scope === scope && c.id === id);
      expect(pulled?.doc?.views).toBe(13);
    }
  });

  it('drops the counter with the blog, and a deleted blog counts no view', async () => {
    const blog = await insertBlog(t.deps, ann.user);
    await view(blog._id, address(1));
    const counters = t.deps.store.collection(VIEW_COUNTS);
    expect(await counters.findOne({ _id: blog._id })).toMatchObject({ views: 1 });
    expect((await t.app.request(`/api/blogs/${blog._id}`, send('DELETE', {}, ann))).status).toBe(200);
    expect(await counters.findOne({ _id: blog._id })).toBeNull();
    const res = await t.app.request(`/api/public/blogs/${blog._id}`, send('PUT', {}));
    expect(res.status).toBe(404);
    expect(await counters.count({})).toBe(0);
  });
});
