// PUT /api/blogs/{id} and PUT /api/admin/{id} with the blog exactly as the GET answered it, one field
// edited (SPEC §7 "update with data"); server-owned fields that differ are refused by name, changing nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from '../../adapters/blob-store/disk';
import type { TestUser } from '../../testing/factories';
import { photo } from '../../testing/images';
import { type BlogKit, blogFields, blogKit, form, send } from './blog-test-kit';

type Blog = Record<string, unknown> & { _id: string; rev: number; views: number };

describe('a blog sent back as read', () => {
  let k: BlogKit;
  let blog: Blog;
  beforeEach(async () => {
    k = await blogKit(async () => {
      const root = await mkdtemp(join(tmpdir(), 'blog-as-read-'));
      return {
        blobs: createDiskBlobStore({ root }),
        cleanup: () => rm(root, { recursive: true, force: true }),
      };
    });
    const fields = { ...blogFields, heroImage: await photo('#48c'), images: [await photo('#c84')] };
    const created = await k.t.app.request('/api/blogs/', send('POST', form(fields), k.ann));
    blog = await created.json();
    // A visitor's view lives in a counter beside the blog: the answer shows their sum.
    await k.t.app.request(`/api/public/blogs/${blog._id}`, send('PUT', {}));
  });
  afterEach(() => k.close());

  const read = async (path: string, who: TestUser): Promise<Blog> =>
    (await k.t.app.request(path, { headers: who.auth })).json();
  const put = (path: string, body: unknown, who: TestUser, headers: Record<string, string> = {}) => {
    const init = send('PUT', body, who);
    return k.t.app.request(path, { ...init, headers: { ...(init.headers as object), ...headers } });
  };

  it('takes the owner’s blog as GET /api/blogs/{id} answered it, with one field edited', async () => {
    const path = `/api/blogs/${blog._id}`;
    const asRead = await read(path, k.ann);
    expect(asRead).toMatchObject({ views: 1, suspended: false, createdByAdmin: false, rev: 1 });
    const res = await put(path, { ...asRead, blogTitle: 'Lisbon at dusk' }, k.ann);
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated).toMatchObject({ blogTitle: 'Lisbon at dusk', views: 1, status: 'edited', rev: 2 });
    expect(updated.imageData).toEqual(asRead.imageData);
  });

  it('takes the blog as GET /api/admin/{id} answered it, suspension being the admin’s to change', async () => {
    const path = `/api/admin/${blog._id}`;
    const asRead = await read(path, k.admin);
    const res = await put(path, { ...asRead, suspended: true, country: 'Portugal (north)' }, k.admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ suspended: true, country: 'Portugal (north)', views: 1 });
  });

  it('merges a copy read before another edit like an If-Match edit, its rev agreeing with If-Match', async () => {
    const path = `/api/blogs/${blog._id}`;
    const old = await read(path, k.ann);
    await put(path, { country: 'Spain' }, k.ann);
    const res = await put(path, { ...old, blogTitle: 'Stale but fine' }, k.ann);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ blogTitle: 'Stale but fine', rev: 3 });
    // The copy's older country meets the edit made since: as with If-Match, that value is kept to restore.
    const conflicts = await k.t.deps.store.collection('sync_conflicts').find({ docId: blog._id });
    expect(conflicts).toMatchObject([{ field: 'country', lost: 'Spain' }]);
    const clash = await put(path, { ...old, blogTitle: 'x' }, k.ann, { 'if-match': '"2"' });
    expect(clash.status).toBe(400);
    expect((await clash.json()).message).toMatch(/^rev: /);
  });

  it.each([
    ['views', (b: Blog) => ({ ...b, views: b.views + 100 })],
    ['userID', (b: Blog) => ({ ...b, userID: 'someone-else' })],
    ['createdAt', (b: Blog) => ({ ...b, createdAt: '2001-01-01T00:00:00.000Z' })],
    ['imageData', (b: Blog) => ({ ...b, imageData: { heroImage: null, imageUrls: [] } })],
    ['suspended', (b: Blog) => ({ ...b, suspended: true })],
    ['createdByAdmin', (b: Blog) => ({ ...b, createdByAdmin: true })],
    ['rev', (b: Blog) => ({ ...b, rev: b.rev + 5 })],
    ['_id', (b: Blog) => ({ ...b, _id: 'another-blog' })],
  ])('refuses the owner’s copy with a different %s, naming it and changing nothing', async (field, edit) => {
    const path = `/api/blogs/${blog._id}`;
    const before = await read(path, k.ann);
    const res = await put(path, { ...edit(before), blogTitle: 'Should not land' }, k.ann);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(`${field} is set by the server and cannot be changed`);
    expect(await read(path, k.ann)).toEqual(before);
  });

  it('reads a lower views count as an older read, refusing a raised one and a field no answer carries', async () => {
    const mine = await read(`/api/blogs/${blog._id}`, k.ann);
    const unknown = await put(`/api/blogs/${blog._id}`, { ...mine, likes: 3 }, k.ann);
    expect((await unknown.json()).message).toBe('Unknown field: likes');
    const asRead = await read(`/api/admin/${blog._id}`, k.admin);
    const res = await put(`/api/admin/${blog._id}`, { ...asRead, views: 0, blogTitle: 'x' }, k.admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ views: 1 });
    const raised = await put(`/api/admin/${blog._id}`, { ...asRead, views: 50 }, k.admin);
    expect((await raised.json()).message).toBe('views is set by the server and cannot be changed');
  });
});
