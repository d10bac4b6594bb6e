// The public reads answer cached bytes with an ETag and 304 (services/blogs/public-reads.ts). Every write
// that changes what a visitor reads moves the tag, on this instance and on another sharing the store:
// a stale answer after a write would be a bug the cache made.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Deps } from '../../deps';
import { createApp } from '../../http/app';
import type { DocumentStore } from '../../ports/document-store';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { photo } from '../../testing/images';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { form, send } from '../blogs/blog-test-kit';

type App = ReturnType<typeof createApp>;
type Shown = {
  _id: string;
  blogTitle: string;
  author: string;
  views: number;
  imageData: { imageUrls: { id: string }[] };
};

/** The same store under another identity: what a second server instance, with its own cache, sees. */
function sameStore(store: DocumentStore): DocumentStore {
  return {
    kind: store.kind,
    collection: (name) => store.collection(name),
    withLock: (scope, fn) => store.withLock(scope, fn),
    watch: (name, listener) => store.watch(name, listener),
    ping: () => store.ping(),
    close: async () => undefined,
  };
}

describe('public reads: ETag, 304 and the cache behind them', () => {
  let t: TestApp;
  let other: App;
  let ann: TestUser;
  let admin: TestUser;
  let blog: Shown;
  beforeEach(async () => {
    t = await createTestApp({}, { TRUST_PROXY: 'true' });
    other = createApp({ ...t.deps, store: sameStore(t.deps.store) } as Deps);
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
    admin = await insertUser(t.deps, { name: 'Ada Admin', isAdmin: true });
    const body = form({
      blogTitle: 'Lisbon',
      blogBody: 'Tiles.',
      publish: 'true',
      images: [await photo('#123')],
    });
    blog = await (await t.app.request('/api/blogs/', send('POST', body, ann))).json();
  });
  afterEach(() => t.close());

  const paths = () => [
    '/api/public/blogs/',
    `/api/public/blogs/${blog._id}`,
    '/api/public/blogs/?view=summary',
    '/api/public/blogs/?view=summary&limit=5',
  ];
  const read = async (app: App, path: string, etag?: string) => {
    const res = await app.request(path, etag ? { headers: { 'If-None-Match': etag } } : {});
    return { status: res.status, etag: res.headers.get('etag') ?? '', res };
  };
  /** What the path shows of the blog now, as a JSON object (a list's entry, or the blog itself). */
  const shownOn = async (app: App, path: string): Promise<Shown | undefined> => {
    const body = await (await app.request(path)).json();
    if (Array.isArray(body)) return body.find((b: Shown) => b._id === blog._id);
    if ('blogs' in body) return body.blogs.find((b: Shown) => b._id === blog._id);
    return body;
  };
  /** Reads every path on both instances (so both caches hold it), then writes, then reads again. */
  async function afterWrite(write: () => Response | Promise<Response>) {
    const before = new Map<string, string>();
    for (const path of paths()) {
      for (const app of [t.app, other]) {
        const { status, etag } = await read(app, path);
        expect(status, path).toBe(200);
        expect((await read(app, path, etag)).status, path).toBe(304);
        before.set(path, etag);
      }
    }
    const res = await write();
    expect(res.status).toBeLessThan(300);
    for (const path of paths()) {
      for (const app of [t.app, other]) {
        const again = await read(app, path, before.get(path));
        if (again.status === 404) continue;
        expect(again.status, path).toBe(200);
        expect(again.etag, path).not.toBe(before.get(path));
      }
    }
  }

  it('answers 304 to a tag it gave, with the tag, and 200 to any other', async () => {
    for (const path of paths()) {
      const first = await read(t.app, path);
      expect(first.status).toBe(200);
      expect(first.etag).toMatch(/^W\/".+"$/);
      expect(first.res.headers.get('cache-control')).toBe('no-cache');
      expect(first.res.headers.get('vary')).toMatch(/accept-encoding/i);
      const again = await read(t.app, path, `"other", ${first.etag}`);
      expect(again.status).toBe(304);
      expect(again.etag).toBe(first.etag);
      expect(await again.res.text()).toBe('');
      expect((await read(t.app, path, '"other"')).status).toBe(200);
      expect((await read(t.app, path, '*')).status).toBe(304);
    }
  });

  it('shows an edit at once, on this instance and another', async () => {
    await afterWrite(() =>
      t.app.request(`/api/blogs/${blog._id}`, send('PUT', { blogTitle: 'Lisbon by night' }, ann)),
    );
    for (const path of paths()) {
      expect((await shownOn(t.app, path))?.blogTitle, path).toBe('Lisbon by night');
      expect((await shownOn(other, path))?.blogTitle, path).toBe('Lisbon by night');
    }
  });

  it('shows a counted view at once', async () => {
    const view = () =>
      other.request(`/api/public/blogs/${blog._id}`, {
        ...send('PUT', {}),
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
    await afterWrite(view);
    for (const path of paths()) expect((await shownOn(t.app, path))?.views, path).toBe(1);
  });

  it('shows the owner’s new name at once', async () => {
    await afterWrite(() =>
      t.app.request('/api/users/change-name', json({ newName: 'Annabel' }, ann.auth, 'PUT')),
    );
    for (const path of paths()) expect((await shownOn(other, path))?.author, path).toBe('Annabel');
  });

  it('shows an image change at once', async () => {
    const [image] = blog.imageData.imageUrls;
    await afterWrite(() =>
      t.app.request(
        '/api/blogs/delete-img',
        send('PUT', { imgID: image?.id, blogID: blog._id, deleteHero: false }, ann),
      ),
    );
    expect((await shownOn(other, `/api/public/blogs/${blog._id}`))?.imageData.imageUrls).toEqual([]);
  });

  it('drops a suspended, unpublished or deleted blog at once, and shows a new one', async () => {
    await afterWrite(() => t.app.request(`/api/admin/${blog._id}`, send('PUT', { suspended: true }, admin)));
    expect((await read(other, `/api/public/blogs/${blog._id}`)).status).toBe(404);
    expect(await shownOn(other, '/api/public/blogs/')).toBeUndefined();
    await t.app.request(`/api/admin/${blog._id}`, send('PUT', { suspended: false }, admin));
    expect((await shownOn(other, '/api/public/blogs/'))?._id).toBe(blog._id);

    await afterWrite(() => t.app.request(`/api/blogs/${blog._id}`, send('PUT', { publish: false }, ann)));
    expect(await shownOn(other, '/api/public/blogs/?view=summary')).toBeUndefined();
    await t.app.request(`/api/blogs/${blog._id}`, send('PUT', { publish: true }, ann));

    let made = '';
    await afterWrite(async () => {
      const res = await t.app.request(
        '/api/blogs/',
        send('POST', form({ blogTitle: 'Porto', publish: 'true' }), ann),
      );
      made = (await res.clone().json())._id;
      return res;
    });
    const list = (await (await other.request('/api/public/blogs/')).json()) as Shown[];
    expect(list.map((b) => b._id)).toEqual([made, blog._id]);

    await afterWrite(() =>
      t.app.request(`/api/blogs/${blog._id}`, send('DELETE', { deleteBlog: true }, ann)),
    );
    expect((await read(other, `/api/public/blogs/${blog._id}`)).status).toBe(404);
    expect(await shownOn(other, '/api/public/blogs/')).toBeUndefined();
  });
});
