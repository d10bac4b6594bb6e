// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoNotice } from '../../state/demo-notice.ts';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, field, fillIn, renderApp, textsOf } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';
import { aPage } from '../admin-blogs/admin-blogs.test-kit.ts';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import { CREATE_FAILED, CREATED, CREATING, OFFLINE_CREATE, PLEASE_SELECT } from './admin-new-blog-rules.ts';

const USERS = 'GET /api/admin/users/?page=1&limit=200';
const CREATE = 'POST /api/admin/create/user-blog/admin';
const grace = aUser({ _id: 'user-grace', name: 'Grace Hopper', email: 'grace@example.com' });
const alan = aUser({ _id: 'user-alan', name: 'Alan Turing', email: 'alan@example.com' });

beforeEach(() => signIn(aSession({ name: 'Root Admin', isAdmin: true })));

afterEach(() => {
  cleanup();
  signOut();
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openForm(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [USERS]: { json: aPage([grace, alan], { pageSize: 200 }) }, ...routes });
  const { container, router } = await renderApp('/admin-new-blog');
  const main = container.querySelector('main') as HTMLElement;
  const select = () => field(main, 'choose the author') as HTMLSelectElement;
  await eventually(() => expect(select().options.length).toBeGreaterThan(1));
  return { api, main, router, select };
}

const button = (scope: ParentNode, name: string) =>
  Array.from(scope.querySelectorAll('button')).find((b) => b.textContent === name) as HTMLButtonElement;

async function pickFiles(main: HTMLElement, label: 'images' | 'hero', files: File[]) {
  const input = field(main, label) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

const photo = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

async function fillBlog(main: HTMLElement, select: () => HTMLSelectElement) {
  await fillIn(select(), 'user-grace');
  await fillIn(field(main, 'blog title'), 'Lima');
  await fillIn(field(main, 'country'), 'Peru');
  const text = main.querySelector('textarea') as HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(text, 'Ceviche by the sea.');
    text.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await click(field(main, 'publish'));
  await pickFiles(main, 'hero', [photo('hero.jpg')]);
  await pickFiles(main, 'images', [photo('one.jpg'), photo('two.jpg')]);
}

describe('admin new blog', () => {
  it('greets the admin and lists users to choose the author from, showing the chosen name and id', async () => {
    const { main, select } = await openForm();
    expect(main.querySelector('.admin-new-blog__greeting')?.textContent).toBe('hello Root');
    expect(textsOf(select().options)).toEqual([
      PLEASE_SELECT,
      'Alan Turing (alan@example.com)',
      'Grace Hopper (grace@example.com)',
    ]);
    expect(main.querySelector('.author-picker .note')?.textContent).toBe('all 2 users listed, by name');
    const author = field(main, 'author') as HTMLInputElement;
    expect(author.disabled).toBe(true);
    expect(author.value).toBe('');
    await fillIn(select(), 'user-alan');
    expect(author.value).toBe('Alan Turing');
    expect(textsOf(main.querySelectorAll('.author-picker__chosen dd'))).toEqual(['Alan Turing', 'user-alan']);
  });

  it('lists every user, page after page of the server, and says how many', async () => {
    // The case: more users than one page, the oldest (here the admin) on the last.
    const many = Array.from({ length: 250 }, (_, i) =>
      aUser({ _id: `user-${i}`, name: `User ${String(i).padStart(3, '0')}`, email: `u${i}@example.com` }),
    );
    const root = aUser({ _id: 'user-root', name: 'Root Admin', email: 'root@example.com' });
    const pageOf = (page: number, items: typeof many) => ({
      json: aPage(items, { total: 251, page, pageSize: 200 }),
    });
    const { main, select } = await openForm({
      [USERS]: pageOf(1, many.slice(0, 200)),
      'GET /api/admin/users/?page=2&limit=200': pageOf(2, [...many.slice(200), root]),
    });
    await eventually(() => expect(select().options).toHaveLength(252));
    expect(textsOf(select().options).slice(0, 3)).toEqual([
      PLEASE_SELECT,
      'Root Admin (root@example.com)',
      'User 000 (u0@example.com)',
    ]);
    expect(main.querySelector('.author-picker .note')?.textContent).toBe('all 251 users listed, by name');
    await fillIn(select(), 'user-root');
    expect(field(main, 'author').value).toBe('Root Admin');
  });

  it('narrows the dropdown through the server search, keeping the chosen author listed', async () => {
    const { api, main, select } = await openForm({
      'GET /api/admin/users/?q=gra&page=1&limit=200': { json: aPage([grace], { pageSize: 200 }) },
    });
    await fillIn(select(), 'user-alan');
    await fillIn(field(main, 'find a user by name or e-mail'), 'gra');
    await eventually(() =>
      expect(api.called('GET /api/admin/users/?q=gra&page=1&limit=200')).toHaveLength(1),
    );
    await eventually(() =>
      expect(textsOf(select().options)).toEqual([
        PLEASE_SELECT,
        'Alan Turing',
        'Grace Hopper (grace@example.com)',
      ]),
    );
    expect(select().value).toBe('user-alan');
  });

  it('creates the blog with its photos, says so twice and opens the new blog', async () => {
    let finish: () => void = () => {};
    const { api, main, select, router } = await openForm({
      [CREATE]: () =>
        new Promise((resolve) => {
          finish = () => resolve({ status: 201, json: { _id: 'new-blog-9', author: 'Grace Hopper' } });
        }),
    });
    await fillBlog(main, select);
    expect(textsOf(main.querySelectorAll('.image-picker__name'))).toEqual(['one.jpg', 'two.jpg', 'hero.jpg']);
    await click(button(main, 'create blog'));
    expect(main.querySelector('form > [role="status"]')?.textContent).toBe(CREATING);
    expect(button(main, 'create blog').disabled).toBe(true);

    const body = api.called(CREATE)[0]?.body as FormData;
    expect(body.get('userID')).toBe('user-grace');
    expect(body.get('author')).toBe('Grace Hopper');
    expect(body.get('blogTitle')).toBe('Lima');
    expect(body.get('blogBody')).toBe('Ceviche by the sea.');
    expect(body.get('publish')).toBe('true');
    expect(body.get('featured')).toBe('false');
    expect(body.get('createdByAdmin')).toBe('true');
    expect((body.get('heroImage') as File).name).toBe('hero.jpg');
    expect(body.getAll('images')).toHaveLength(2);

    await act(async () => finish());
    await eventually(() => expect(router.state.location.pathname).toBe('/user-blog/new-blog-9'));
    expect(toasts.items.map((t) => t.text)).toEqual([CREATED, 'blog created for Grace Hopper']);
    expect(CREATED).toBe('Success! Blog created');
  });

  it('names the missing author and title before sending, each message going once its field is filled', async () => {
    const { api, main, select } = await openForm();
    const alert = () => main.querySelector('form > [role="alert"]')?.textContent;
    await click(button(main, 'create blog'));
    expect(alert()).toBe('Please choose the authorPlease give the blog a title');
    expect(textsOf(main.querySelectorAll('.admin-new-blog__errors span'))).toEqual([
      'Please choose the author',
      'Please give the blog a title',
    ]);
    expect(document.activeElement).toBe(select());
    expect(api.called(CREATE)).toHaveLength(0);
    expect(toasts.items).toEqual([]);

    await fillIn(select(), 'user-grace');
    expect(alert()).toBe('Please give the blog a title');
    await fillIn(field(main, 'blog title'), 'Lima');
    expect(alert()).toBe('');
    await fillIn(field(main, 'blog title'), ' ');
    expect(alert()).toBe('Please give the blog a title');
  });

  it('shows the server refusal with the failure toast, keeps the form, and drops it at the next change', async () => {
    const { main, select } = await openForm({
      [CREATE]: { status: 404, json: { message: 'User not found' } },
    });
    await fillBlog(main, select);
    await click(button(main, 'create blog'));
    const alert = () => main.querySelector('form > [role="alert"]')?.textContent;
    await eventually(() => expect(alert()).toBe('User not found'));
    expect(toasts.items.map((t) => [t.text, t.tone])).toEqual([[CREATE_FAILED, 'error']]);
    expect(button(main, 'create blog').disabled).toBe(false);
    expect(field(main, 'country').value).toBe('Peru');
    expect(select().value).toBe('user-grace');
    await fillIn(select(), 'user-alan');
    expect(alert()).toBe('');
  });

  it('"clear all" empties every field, the author and the chosen photos', async () => {
    const { main, select } = await openForm();
    await fillBlog(main, select);
    await fillIn(field(main, 'find a user by name or e-mail'), 'zz');
    await click(button(main, 'clear all'));
    expect(select().value).toBe('');
    expect(field(main, 'author').value).toBe('');
    expect(field(main, 'find a user by name or e-mail').value).toBe('');
    expect(field(main, 'blog title').value).toBe('');
    expect(field(main, 'country').value).toBe('');
    expect((main.querySelector('textarea') as HTMLTextAreaElement).value).toBe('');
    expect((field(main, 'publish') as HTMLInputElement).checked).toBe(false);
    expect(main.querySelectorAll('.image-picker__name')).toHaveLength(0);
    expect(main.textContent).toContain('no author chosen yet');
  });

  it('takes image files only, and removes a chosen one', async () => {
    const { main } = await openForm();
    await pickFiles(main, 'images', [photo('one.jpg'), photo('notes.txt', 'text/plain')]);
    expect(main.querySelectorAll('.image-picker__name')).toHaveLength(0);
    expect(main.querySelector('.image-buttons [role="alert"]')?.textContent).toBe(
      '“notes.txt” is not an image. Please pick image files only.',
    );
    await pickFiles(main, 'images', [photo('one.jpg'), photo('two.png', 'image/png')]);
    expect(main.querySelector('.image-buttons [role="alert"]')?.textContent).toBe('');
    await pickFiles(main, 'hero', [photo('hero.jpg')]);
    await pickFiles(main, 'hero', [photo('better-hero.jpg')]);
    expect(textsOf(main.querySelectorAll('.image-picker__name'))).toEqual([
      'one.jpg',
      'two.png',
      'better-hero.jpg',
    ]);
    await click(main.querySelector('button[aria-label="remove one.jpg"]'));
    expect(textsOf(main.querySelectorAll('.image-picker__name'))).toEqual(['two.png', 'better-hero.jpg']);
  });

  it('says plainly when offline and refuses to create', async () => {
    const { api, main, select } = await openForm();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => window.dispatchEvent(new Event('offline')));
    expect(main.querySelector('.admin-offline')?.textContent).toBe(OFFLINE_CREATE);
    await fillBlog(main, select);
    await click(button(main, 'create blog'));
    expect(main.querySelector('form > [role="alert"]')?.textContent).toBe(OFFLINE_CREATE);
    expect(api.called(CREATE)).toHaveLength(0);
  });

  it('stops the demo user with the demo notice', async () => {
    signIn(aSession({ name: 'Demo Admin', isAdmin: true, isDemoUser: true }));
    const { api, main } = await openForm();
    await click(button(main, 'create blog'));
    expect(demoNotice.visible).toBe(true);
    expect(api.called(CREATE)).toHaveLength(0);
  });
});
