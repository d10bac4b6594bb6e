// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatTime } from '../../../../shared/dates.ts';
import { deleteUserDb } from '../../data/db.ts';
import type { LocalBlog } from '../../data/records.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, eventually, renderApp, textsOf } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';
import { NO_BLOGS, NOT_SYNCED, SYNCED } from './blog-rows.ts';

const USER = '019a0000-0000-7000-8000-0000000000b1';
const ada = aUser({ _id: USER, name: 'Ada Lovelace' });
let data: UserData;

async function open() {
  signIn(aSession(ada));
  fakeApi({ 'GET /api/users/me': { json: ada } });
  data = openUserData(USER);
  await data.db.open();
}

afterEach(async () => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
  await closeUserData();
  await deleteUserDb(USER);
});

/** A blog as the sync engine stores the server's copy of it (nothing waiting to be sent). */
function syncedBlog(overrides: Partial<LocalBlog>): LocalBlog {
  return {
    _id: 'server-blog-1',
    rev: 3,
    pending: 0,
    base: null,
    createdAt: '2026-11-20T08:30:05.000Z',
    blogTitle: 'Cusco',
    country: 'Peru',
    blogBody: 'Stones and stairs.',
    featured: false,
    publish: true,
    heroImage: null,
    imageUrls: [],
    imageData: { heroImage: null, imageUrls: [] },
    author: 'Ada Lovelace',
    status: 'edited',
    lastEdited: 'Fri 20 Nov 2026 9:12:44',
    views: 12,
    ...overrides,
  };
}

const cells = (row: Element) =>
  Object.fromEntries(Array.from(row.children, (cell) => [cell.getAttribute('data-label'), cell.textContent]));

describe('own blogs table', () => {
  it('says when there are no blogs, and links to the new blog form', async () => {
    await open();
    const { container } = await renderApp('/user-blogs');
    await eventually(() => expect(container.querySelector('main')?.textContent).toContain(NO_BLOGS));
    expect(container.querySelector('main h1')?.textContent).toBe('my blogs');
    expect(container.querySelector('main table')).toBeNull();
    expect(container.querySelector('main a[href="/new-blog"]')?.textContent).toBe('new blog');
  });

  it('lists the blogs newest first with every column and marks the one not synced yet', async () => {
    await open();
    await data.db.blogs.put(syncedBlog({}));
    const id = await data.blogs.create({ blogTitle: 'Lima', country: 'Peru' });
    const { container } = await renderApp('/user-blogs');
    const rows = () => Array.from(container.querySelectorAll('main tbody tr'));
    await eventually(() => expect(rows()).toHaveLength(2));

    const table = container.querySelector('main table') as HTMLTableElement;
    expect(table.caption?.textContent).toBe('your blogs, newest first');
    const headers = Array.from(table.querySelectorAll('thead th'));
    expect(textsOf(headers)).toEqual([
      'created',
      'last edited',
      'views',
      'country',
      'blog title',
      'status',
      'sync',
    ]);
    expect(headers.every((th) => th.getAttribute('scope') === 'col')).toBe(true);

    const created = new Date((await data.db.blogs.get(id))?.createdAt ?? '');
    expect(cells(rows()[0] as Element)).toEqual({
      created: `${formatDate(created)} ${formatTime(created)}`,
      'last edited': '—',
      views: '0',
      country: 'Peru',
      'blog title': 'Lima',
      status: '—',
      sync: NOT_SYNCED,
    });
    const older = new Date('2026-11-20T08:30:05.000Z');
    expect(cells(rows()[1] as Element)).toEqual({
      created: `${formatDate(older)} ${formatTime(older)}`,
      'last edited': 'Fri 20 Nov 2026 9:12:44',
      views: '12',
      country: 'Peru',
      'blog title': 'Cusco',
      status: 'edited',
      sync: SYNCED,
    });
    const title = rows()[0]?.querySelector('th[scope="row"] a');
    expect(title?.getAttribute('href')).toBe(`/user-blog/${id}`);
  });

  it('follows the database live: a blog synced by the engine loses its mark', async () => {
    await open();
    const id = await data.blogs.create({ blogTitle: 'Lima' });
    const { container } = await renderApp('/user-blogs');
    const mark = () => container.querySelector('main tbody .blogs-table__sync')?.textContent;
    await eventually(() => expect(mark()).toBe(NOT_SYNCED));
    await data.db.blogs.update(id, { pending: 0, status: 'draft' });
    await eventually(() => expect(mark()).toBe(SYNCED));
  });
});
