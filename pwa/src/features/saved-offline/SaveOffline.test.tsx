// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb } from '../../data/db.ts';
import type { SavedBlog } from '../../data/saved-blogs.ts';
import { FakeCacheStorage } from '../../data/test-support/fake-caches.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { session, signIn } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, renderApp } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';
import { aPublicBlog } from '../blog-page/test-blogs.ts';
import { NO_LONGER_PUBLIC, SAVE_FOR_OFFLINE, SAVED_FOR_OFFLINE } from './save-texts.ts';

const USER = '019a0000-0000-7000-8000-0000000000c3';
const GET = 'GET /api/public/blogs/blog-1';
let data: UserData;
let online = true;
let caches: FakeCacheStorage;

beforeEach(async () => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  signIn(aSession({ _id: USER, name: 'Ada Lovelace' }));
  data = openUserData(USER);
  await data.db.open();
  caches = new FakeCacheStorage();
  vi.stubGlobal('caches', caches.storage);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await closeUserData();
  await deleteUserDb(USER);
  Object.assign(session, { user: null, token: null });
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'onLine');
});

/** The API (the public blog, or 404) and the media files, which wait for `release` while `hold` is set. */
function server(doc: Record<string, unknown> | null, hold = false) {
  const api = fakeApi({
    'GET /api/users/me': { json: aUser({ _id: USER }) },
    'GET /api/public/blogs/': { json: [] },
    [GET]: doc ? { json: doc } : { status: 404, json: { message: 'Blog not found' } },
    'PUT /api/public/blogs/blog-1': doc ? { json: doc } : { status: 404, json: {} },
  });
  let release: () => void = () => {};
  const held = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const media: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (!url.includes('/media/')) return api.fetchMock(input, init);
    media.push(url);
    await held;
    return new Response(new Uint8Array(40), { status: 200, headers: { 'Content-Type': 'image/webp' } });
  });
  return { media, release: () => act(async () => release()) };
}

const buttonNamed = (scope: ParentNode, text: string) =>
  Array.from(scope.querySelectorAll('button')).find((b) => b.textContent === text) as HTMLButtonElement;
const saved = (doc = aPublicBlog(), gone = false): SavedBlog => ({ _id: doc._id, doc, savedAt: 5, gone });
const keptPhotos = async () => (await caches.open(`own-photos-${USER}`)).entries.size;

describe('save for offline on a public blog’s page', () => {
  it('saves the text and photos, showing progress, then says "saved for offline" with "remove"', async () => {
    const doc = aPublicBlog();
    const { media, release } = server(doc, true);
    const main = (await renderApp('/public-blog/blog-1')).container.querySelector('main') as HTMLElement;
    await eventually(() => expect(buttonNamed(main, SAVE_FOR_OFFLINE)).toBeDefined());
    await click(buttonNamed(main, SAVE_FOR_OFFLINE));
    await eventually(() =>
      expect(main.querySelector('.save-offline[role="status"]')?.textContent).toBe(
        'saving for offline: 0 of 2 photos',
      ),
    );
    expect(main.querySelector('progress')).not.toBeNull();
    await release();
    await eventually(() => expect(main.textContent).toContain(SAVED_FOR_OFFLINE));
    expect(buttonNamed(main, 'remove')).toBeDefined();
    expect(media).toHaveLength(2);
    expect(await keptPhotos()).toBe(2);
    expect((await data.db.savedBlogs.get('blog-1'))?.doc).toMatchObject({ blogTitle: 'Lisbon Hills' });

    await click(buttonNamed(main, 'remove'));
    await eventually(() => expect(buttonNamed(main, SAVE_FOR_OFFLINE)).toBeDefined());
    expect(await data.db.savedBlogs.count()).toBe(0);
    await eventually(async () => expect(await keptPhotos()).toBe(0));
  });

  it('offline, reads the saved copy instead of saying the blog is not on the device', async () => {
    online = false;
    await data.db.savedBlogs.put(saved(aPublicBlog({ blogTitle: 'Saved Lisbon' })));
    server(null);
    const main = (await renderApp('/public-blog/blog-1')).container.querySelector('main') as HTMLElement;
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('Saved Lisbon'));
    expect(main.textContent).toContain(SAVED_FOR_OFFLINE);
  });

  it('says when the blog is no longer public (404), still shows the copy, and offers to remove it', async () => {
    await data.db.savedBlogs.put(saved(aPublicBlog({ blogTitle: 'Saved Lisbon' })));
    server(null);
    const main = (await renderApp('/public-blog/blog-1')).container.querySelector('main') as HTMLElement;
    await eventually(() => expect(main.textContent).toContain(NO_LONGER_PUBLIC));
    expect(main.querySelector('h1')?.textContent).toBe('Saved Lisbon');
    expect((await data.db.savedBlogs.get('blog-1'))?.gone).toBe(true);
    await click(buttonNamed(main, 'remove'));
    await eventually(async () => expect(await data.db.savedBlogs.count()).toBe(0));
  });

  it('refreshes the saved copy when the blog is read again online', async () => {
    await data.db.savedBlogs.put(saved(aPublicBlog({ blogTitle: 'Old title' })));
    server(aPublicBlog({ blogTitle: 'New title' }));
    const main = (await renderApp('/public-blog/blog-1')).container.querySelector('main') as HTMLElement;
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('New title'));
    await eventually(async () =>
      expect((await data.db.savedBlogs.get('blog-1'))?.doc.blogTitle).toBe('New title'),
    );
    await eventually(async () => expect(await keptPhotos()).toBe(2));
  });
});

describe('the home page’s "saved for offline" list', () => {
  it('lists each saved blog with its title, country and link, and removes one', async () => {
    server(null);
    await data.db.savedBlogs.bulkPut([
      saved(aPublicBlog({ _id: 'a', blogTitle: 'Lisbon Hills', country: 'PORTUGAL' })),
      { ...saved(aPublicBlog({ _id: 'b', blogTitle: 'Oslo Fjords', country: 'Norway' }), true), savedAt: 9 },
    ]);
    const { container } = await renderApp('/');
    const list = () => container.querySelector('section.saved-offline') as HTMLElement | null;
    await eventually(() => expect(list()?.querySelectorAll('li')).toHaveLength(2));
    expect(list()?.querySelector('h2')?.textContent).toBe(SAVED_FOR_OFFLINE);
    const rows = Array.from(list()?.querySelectorAll('li') ?? []).map((li) => ({
      link: li.querySelector('a')?.getAttribute('href'),
      text: li.textContent,
    }));
    // Newest first; the one no longer public says so.
    expect(rows[0]).toEqual({ link: '/public-blog/b', text: `Oslo Fjordsnorway${NO_LONGER_PUBLIC}remove` });
    expect(rows[1]).toEqual({ link: '/public-blog/a', text: 'Lisbon Hillsportugalremove' });

    await click(list()?.querySelector('button[aria-label="remove Oslo Fjords"]'));
    await eventually(() => expect(list()?.querySelectorAll('li')).toHaveLength(1));
    expect(await data.db.savedBlogs.get('b')).toBeUndefined();
  });

  it('is not there when nothing is saved', async () => {
    server(null);
    const { container } = await renderApp('/');
    await eventually(() => expect(container.querySelector('section.featured')).not.toBeNull());
    expect(container.querySelector('section.saved-offline')).toBeNull();
  });
});
