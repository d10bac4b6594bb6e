// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, field, fillIn, renderApp, textsOf } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { ADMIN_OFFLINE } from '../admin/AdminOfflineNotice.tsx';
import { clearToasts } from '../toasts/toast-store.ts';
import { NO_BLOGS } from './admin-blog-rows.ts';
import { anAdminBlog, aPage } from './admin-blogs.test-kit.ts';

const LIST = 'GET /api/admin/?page=1';
const rome = anAdminBlog();
const lima = anAdminBlog({
  _id: 'blog-2',
  blogTitle: 'Lima',
  author: 'Grace Hopper',
  country: 'Peru',
  publish: false,
  featured: true,
  suspended: true,
  lastEdited: 'Fri 20 Nov 2026 9:12:44',
});

beforeEach(() => signIn(aSession({ name: 'Root Admin', isAdmin: true })));

afterEach(() => {
  cleanup();
  signOut();
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openList(path = '/admin-blogs') {
  const rendered = await renderApp(path);
  const main = rendered.container.querySelector('main') as HTMLElement;
  return { ...rendered, main, rows: () => Array.from(main.querySelectorAll('tbody tr')) };
}

const cells = (row: Element) =>
  Object.fromEntries(
    Array.from(row.querySelectorAll('td[data-label]'), (td) => [td.getAttribute('data-label'), td]),
  );
const markLabels = (row: Element) => textsOf(row.querySelectorAll('.blog-mark__label'));
const button = (scope: ParentNode, name: string) =>
  Array.from(scope.querySelectorAll('button')).find((b) => b.textContent === name) as HTMLButtonElement;

async function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await act(async () => window.dispatchEvent(new Event('offline')));
}

describe('admin blogs list', () => {
  it('lists every blog with its marks in words, the country as category, and the row actions', async () => {
    fakeApi({ [LIST]: { json: aPage([lima, rome]) } });
    const { main, rows } = await openList();
    await eventually(() => expect(rows()).toHaveLength(2));
    expect(main.querySelector('h1')?.textContent).toBe('all blogs');
    expect(main.querySelector('.admin-list__count')?.textContent).toBe('2 blogs');
    expect(textsOf(main.querySelectorAll('thead th'))).toEqual([
      'blog title',
      'author',
      'category',
      'created',
      'last edited',
      'marks',
      'actions',
    ]);
    const [first, second] = rows() as [Element, Element];
    expect(first.querySelector('th[scope="row"]')?.textContent).toBe('Lima');
    expect(cells(first).author?.textContent).toBe('Grace Hopper');
    expect(cells(first).category?.textContent).toBe('Peru');
    expect(cells(first)['last edited']?.textContent).toBe('Fri 20 Nov 2026 9:12:44');
    expect(markLabels(first)).toEqual(['suspended', 'not published', 'featured']);
    expect(markLabels(second)).toEqual(['not suspended', 'published', 'not featured']);
    // The marks differ in shape, not only colour: an off mark is struck through.
    expect(first.querySelectorAll('.blog-mark--off line')).toHaveLength(1);
    expect(second.querySelectorAll('.blog-mark--off line')).toHaveLength(2);
    expect(first.querySelector('a')?.getAttribute('href')).toBe('/user-blog/blog-2');
    expect(first.querySelector('a')?.getAttribute('aria-label')).toBe('view Lima');
    expect(textsOf(first.querySelectorAll('button'))).toEqual(['update', 'delete']);
  });

  it('says when there are no blogs', async () => {
    fakeApi({ [LIST]: { json: aPage([]) } });
    const { main } = await openList();
    await eventually(() => expect(main.querySelector('.admin-list__count')?.textContent).toBe(NO_BLOGS));
    expect(main.querySelector('table')).toBeNull();
  });

  it('searches on the server, keeping the search in the URL, and pages', async () => {
    const api = fakeApi({
      [LIST]: { json: aPage([rome, lima]) },
      'GET /api/admin/?q=peru&page=1': { json: aPage([lima], { total: 51 }) },
      'GET /api/admin/?q=peru&page=2': { json: aPage([rome], { total: 51, page: 2 }) },
    });
    const { main, rows, router } = await openList();
    await eventually(() => expect(rows()).toHaveLength(2));
    await fillIn(field(main, 'search by title, author or country'), ' peru');
    await eventually(() => expect(router.state.location.search).toEqual({ q: 'peru' }));
    await eventually(() => expect(rows()).toHaveLength(1));
    expect(api.called('GET /api/admin/?q=peru&page=1')).toHaveLength(1);
    expect(main.querySelector('.admin-list__count')?.textContent).toBe('51 blogs');
    await click(button(main, 'next'));
    await eventually(() => expect(router.state.location.search).toEqual({ q: 'peru', page: 2 }));
    await eventually(() => expect(rows()[0]?.querySelector('th')?.textContent).toBe('Rome in Spring'));
    expect(main.querySelector('.admin-pager span')?.textContent).toBe('page 2 of 2');
  });

  it('opens with the search of the URL', async () => {
    const api = fakeApi({ 'GET /api/admin/?q=rome&page=1': { json: aPage([rome]) } });
    const { main, rows } = await openList('/admin-blogs?q=rome');
    await eventually(() => expect(rows()).toHaveLength(1));
    expect(field(main, 'search by title, author or country').value).toBe('rome');
    expect(api.called(LIST)).toHaveLength(0);
  });

  it('follows a link to the bare list: the search box empties and the whole list shows', async () => {
    const api = fakeApi({
      [LIST]: { json: aPage([rome, lima]) },
      'GET /api/admin/?q=rome&page=1': { json: aPage([rome]) },
    });
    const { main, rows, router } = await openList('/admin-blogs?q=rome');
    await eventually(() => expect(rows()).toHaveLength(1));
    await act(() => router.navigate({ to: '/admin-blogs' }));
    await eventually(() => expect(rows()).toHaveLength(2));
    expect(field(main, 'search by title, author or country').value).toBe('');
    expect(api.called(LIST)).toHaveLength(1);
  });

  it('shows the error page when the server refuses the list', async () => {
    fakeApi({ [LIST]: { status: 500, json: { message: 'The blogs could not be read' } } });
    const { main } = await openList();
    await eventually(() =>
      expect(main.querySelector('[role="alert"]')?.textContent).toBe('The blogs could not be read'),
    );
    expect(main.querySelector('a[href="/admin-dash"]')?.textContent).toBe('back');
  });

  it('says plainly when offline and keeps the list on screen', async () => {
    fakeApi({ [LIST]: { json: aPage([rome]) } });
    const { main, rows } = await openList();
    await eventually(() => expect(rows()).toHaveLength(1));
    await goOffline();
    await eventually(() =>
      expect(main.querySelector('.admin-offline')?.textContent).toContain(ADMIN_OFFLINE),
    );
    expect(rows()).toHaveLength(1);
  });
});
