// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb } from '../../data/db.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { createAppRouter } from '../../router.ts';
import { session, signIn } from '../../state/session.ts';
import { type FakeCall, fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, field, fillIn, render } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';
import { FETCHING } from '../alerts/loading-texts.ts';
import { NOT_ON_DEVICE } from './page-texts.ts';
import { aLocalBlog, aPublicBlog } from './test-blogs.ts';

const USER = '019a0000-0000-7000-8000-0000000000b2';
const RAISE = 'PUT /api/public/blogs/blog-1';
const GET = 'GET /api/public/blogs/blog-1';
let data: UserData;
let online = true;

beforeEach(async () => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  signIn(aSession({ _id: USER, name: 'Ada Lovelace' }));
  data = openUserData(USER);
  await data.db.open();
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

/** The server: the public blog (when it has one) and its view counter, which PUT raises by one. */
function server(doc: Record<string, unknown> | null) {
  let views = typeof doc?.views === 'number' ? doc.views : 0;
  const answer = () =>
    doc ? { json: { ...doc, views } } : { status: 404, json: { message: 'Blog not found' } };
  return fakeApi({
    'GET /api/users/me': { json: aUser({ _id: USER }) },
    [GET]: answer,
    [RAISE]: (_call: FakeCall) => {
      if (doc) views += 1;
      return answer();
    },
  });
}

/** The app as main.tsx renders it: inside StrictMode, whose effects run twice on mount. */
async function openPublic(id = 'blog-1') {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [`/public-blog/${id}`] }));
  const { container } = await render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  await act(() => router.load());
  return container.querySelector('main') as HTMLElement;
}

const views = (main: HTMLElement) =>
  Array.from(main.querySelectorAll('.blog-details__row'))
    .find((row) => row.querySelector('dt')?.textContent === 'views')
    ?.querySelector('dd')?.textContent;
const button = (scope: ParentNode, text: string) =>
  Array.from(scope.querySelectorAll('button')).find((b) => b.textContent === text) as HTMLButtonElement;
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('public blog page', () => {
  it('shows the feed copy and raises its views once, in StrictMode and across live updates', async () => {
    const doc = aPublicBlog({ views: 4 });
    await data.db.publicBlogs.put(doc);
    const api = server(doc);
    const main = await openPublic();
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('Lisbon Hills'));
    expect(main.textContent).toContain('by Grace Hopper');
    expect(main.querySelector('.blog-article__country')?.textContent).toBe('portugal');
    await eventually(() => expect(views(main)).toBe('5'));
    expect(api.called(RAISE)).toHaveLength(1);
    expect(api.called(GET)).toHaveLength(0);

    await data.db.publicBlogs.put({ ...doc, blogTitle: 'Lisbon Hills, revised', rev: 4 });
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('Lisbon Hills, revised'));
    await idle();
    expect(api.called(RAISE)).toHaveLength(1);
    expect(views(main)).toBe('5');
    // A reader who is not the owner sees no owner buttons and no owner details.
    expect(button(main, 'update')).toBeUndefined();
    expect(button(main, 'delete')).toBeUndefined();
    expect(main.textContent).not.toContain('status');
  });

  it('asks the server once for a blog the device does not have yet, then raises its views', async () => {
    const api = server(aPublicBlog({ views: 10 }));
    const main = await openPublic();
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('Lisbon Hills'));
    await eventually(() => expect(views(main)).toBe('11'));
    await idle();
    expect(api.called(GET)).toHaveLength(1);
    expect(api.called(RAISE)).toHaveLength(1);
    expect(api.calls.find((c) => c.path === '/api/public/blogs/blog-1')?.headers.has('Authorization')).toBe(
      false,
    );
  });

  it('says "blog not found" when the server has no such public blog, and raises nothing', async () => {
    const api = server(null);
    const main = await openPublic();
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('blog not found'));
    expect(main.querySelector('a[href="/"]')?.textContent).toBe('back to home');
    expect(api.called(RAISE)).toHaveLength(0);
  });

  it('offline: reads the device copy without raising, and counts the visit once back online', async () => {
    online = false;
    await data.db.publicBlogs.put(aPublicBlog({ views: 4 }));
    const api = server(aPublicBlog({ views: 4 }));
    const main = await openPublic();
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('Lisbon Hills'));
    await idle();
    expect(views(main)).toBe('4');
    expect(api.called(RAISE)).toHaveLength(0);

    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    await eventually(() => expect(views(main)).toBe('5'));
    expect(api.called(RAISE)).toHaveLength(1);
  });

  it('offline, with the blog not on the device: says so instead of fetching', async () => {
    online = false;
    const api = server(aPublicBlog());
    const main = await openPublic();
    await eventually(() => expect(main.textContent).toContain(NOT_ON_DEVICE));
    expect(main.textContent).not.toContain(FETCHING);
    expect(api.called(GET)).toHaveLength(0);
  });

  it('gives the owner update, delete and images, acting on their own record', async () => {
    const doc = aPublicBlog({ userID: USER, author: 'Ada Lovelace', blogTitle: 'Rome in Spring' });
    // The public copy of an own blog is on its record (LocalBlog.shown), read without a request.
    await data.db.blogs.put(aLocalBlog({ userID: USER, shown: doc }));
    const api = server(doc);
    const main = await openPublic();
    await eventually(() => expect(button(main, 'update')).toBeDefined());
    expect(main.querySelector('h1')?.textContent).toBe('Rome in Spring');
    expect(api.called(GET)).toHaveLength(0);
    expect(button(main, 'delete')).toBeDefined();
    expect(main.querySelector('a[href="/manage-images/blog-1"]')).not.toBeNull();

    await click(button(main, 'update'));
    const dialog = main.querySelector('[role="dialog"]') as HTMLElement;
    expect(field(dialog, 'blog title').value).toBe('Rome in Spring');
    await fillIn(field(dialog, 'blog title'), 'Rome, retitled');
    await click(button(dialog, 'save changes'));
    await eventually(async () =>
      expect((await data.db.blogs.get('blog-1'))?.blogTitle).toBe('Rome, retitled'),
    );
    const outbox = await data.db.outbox.toArray();
    expect(outbox.map((e) => [e.kind, e.fields])).toEqual([['update', { blogTitle: 'Rome, retitled' }]]);
  });
});
