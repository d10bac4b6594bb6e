// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb } from '../../data/db.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, eventually, renderApp, textsOf } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';
import { FETCHING } from '../alerts/loading-texts.ts';
import { OTHER_USERS_BLOG_OFFLINE, SUSPENDED_NOTE } from './page-texts.ts';
import { aLocalBlog, aPublicBlog } from './test-blogs.ts';

const ADMIN = '019a0000-0000-7000-8000-0000000000c1';
const OTHERS = 'GET /api/admin/blog-9';
const others = aPublicBlog({
  _id: 'blog-9',
  blogTitle: 'Lisbon Hills',
  author: 'Grace Hopper',
  country: 'Portugal',
  createdByAdmin: true,
  publish: false,
  status: 'edited',
  lastEdited: 'Fri 20 Nov 2026 9:12:44',
});
let data: UserData;

async function signInAs(isAdmin: boolean, routes: Parameters<typeof fakeApi>[0] = {}) {
  const me = aUser({ _id: ADMIN, name: 'Root Admin', isAdmin });
  signIn(aSession(me));
  const api = fakeApi({ 'GET /api/users/me': { json: me }, ...routes });
  data = openUserData(ADMIN);
  await data.db.open();
  // As after the first pull: a blog that is not here now is not coming through sync.
  await data.db.meta.update('sync', { cursor: 'c1' });
  return api;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

async function openPage(id = 'blog-9') {
  const { container } = await renderApp(`/user-blog/${id}`);
  return container.querySelector('main') as HTMLElement;
}

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await closeUserData();
  await deleteUserDb(ADMIN);
  signOut();
});

describe("an admin opening another user's blog", () => {
  beforeEach(() => setOnline(true));

  it('reads it from the server and shows it like the own page, with a way back to all blogs', async () => {
    const api = await signInAs(true, { [OTHERS]: { json: others } });
    const main = await openPage();
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('Lisbon Hills'));
    expect(api.called(OTHERS)[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(main.querySelector('.blog-article__byline')?.textContent).toBe('by Grace Hopper');
    expect(main.querySelector('.blog-article__country')?.textContent).toBe('portugal');
    expect(main.querySelector('img.blog-article__hero, .blog-article__hero img')).not.toBeNull();
    expect(main.querySelectorAll('.blog-body img').length).toBe(1);
    expect(textsOf(main.querySelectorAll('.blog-details dt'))).toEqual(['views', 'status', 'last edited']);
    expect(main.querySelector('.blog-details__note')?.textContent).toBe('created by admin');
    expect(main.querySelector('.blog-article__tools a[href="/admin-blogs"]')?.textContent).toBe(
      'back to all blogs',
    );
    // Not the owner's buttons: the admin changes the blog from the admin list.
    expect(textsOf(main.querySelectorAll('.blog-article__tools button'))).toEqual(['copy link']);
    expect(main.querySelector('.blog-details__suspended')).toBeNull();
  });

  it('says when the blog is suspended', async () => {
    await signInAs(true, { [OTHERS]: { json: { ...others, suspended: true } } });
    const main = await openPage();
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('Lisbon Hills'));
    expect(main.querySelector('.blog-details__suspended')?.textContent).toBe(SUSPENDED_NOTE);
  });

  it('says "blog not found" when the server has no such blog', async () => {
    await signInAs(true, { [OTHERS]: { status: 404, json: { message: 'Blog not found' } } });
    const main = await openPage();
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('blog not found'));
    expect(main.querySelector('a[href="/admin-blogs"]')?.textContent).toBe('back to all blogs');
  });

  it('shows a refusal as it is', async () => {
    await signInAs(true, { [OTHERS]: { status: 500, json: { message: 'Server busy' } } });
    const main = await openPage();
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('blog not available'));
    expect(main.textContent).toContain('Server busy');
  });

  it('says plainly offline that the blog needs the network, and loads it once back online', async () => {
    const api = await signInAs(true, { [OTHERS]: { json: others } });
    setOnline(false);
    const main = await openPage();
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('blog needs the network'));
    expect(main.textContent).toContain(OTHER_USERS_BLOG_OFFLINE);
    expect(api.called(OTHERS)).toHaveLength(0);
    setOnline(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('Lisbon Hills'));
  });

  it("keeps the own path: the admin's own blog comes from the device, with the owner's buttons", async () => {
    const api = await signInAs(true);
    await data.db.blogs.put(aLocalBlog({ _id: 'mine', userID: ADMIN }));
    const main = await openPage('mine');
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('Rome in Spring'));
    expect(textsOf(main.querySelectorAll('.owner-actions > *'))).toEqual(['update', 'delete', 'images']);
    expect(api.calls.filter((c) => c.path.startsWith('/api/admin/'))).toEqual([]);
  });
});

describe('a user who is not an admin', () => {
  it('sees "blog not found" for a blog that is not theirs, and nothing is asked of the admin API', async () => {
    const api = await signInAs(false);
    const main = await openPage();
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('blog not found'));
    expect(main.querySelector('a[href="/user-blogs"]')?.textContent).toBe('back to my blogs');
    expect(main.textContent).not.toContain(FETCHING);
    expect(api.calls.filter((c) => c.path.startsWith('/api/admin/'))).toEqual([]);
  });
});
