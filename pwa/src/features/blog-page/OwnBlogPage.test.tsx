// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb } from '../../data/db.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { session, signIn } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, field, fillIn, press, renderApp } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';
import { DELETING, FETCHING } from '../alerts/loading-texts.ts';
import { LINK_COPIED, LINK_COPIED_MS } from './CopyLinkButton.tsx';
import { aLocalBlog, words } from './test-blogs.ts';

const USER = '019a0000-0000-7000-8000-0000000000b1';
let data: UserData;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

beforeEach(async () => {
  setWidth(1024);
  signIn(aSession({ _id: USER, name: 'Ada Lovelace' }));
  fakeApi({ 'GET /api/users/me': { json: aUser({ _id: USER, name: 'Ada Lovelace' }) } });
  data = openUserData(USER);
  await data.db.open();
  // As after the first pull: a blog that is not here now is not coming.
  await data.db.meta.update('sync', { cursor: 'c1' });
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await closeUserData();
  await deleteUserDb(USER);
  Object.assign(session, { user: null, token: null });
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'clipboard');
});

async function openBlog(overrides: Parameters<typeof aLocalBlog>[0] = {}) {
  const blog = aLocalBlog({ userID: USER, ...overrides });
  await data.db.blogs.put(blog);
  const rendered = await renderApp(`/user-blog/${blog._id}`);
  const main = rendered.container.querySelector('main') as HTMLElement;
  await eventually(() => expect(main.querySelector('h1')?.textContent).toBe(blog.blogTitle));
  return { ...rendered, main, blog };
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

/** A user's click also focuses the button, which is where a closing dialog returns focus. */
async function clickFocused(target: HTMLElement) {
  target.focus();
  await click(target);
}

const button = (scope: ParentNode, text: string) =>
  Array.from(scope.querySelectorAll('button')).find((b) => b.textContent === text) as HTMLButtonElement;
const rows = (main: HTMLElement) => Array.from(main.querySelectorAll('.blog-row'));
const wordCount = (row: Element) => row.querySelector('.blog-row__text')?.textContent?.split(' ').length ?? 0;
const details = (main: HTMLElement) =>
  Object.fromEntries(
    Array.from(main.querySelectorAll('.blog-details__row'), (row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  );

describe('own blog page', () => {
  it('shows the blog: hero, title, author, lower-cased country, details and the created-by-admin note', async () => {
    const { main } = await openBlog({ createdByAdmin: true });
    expect(main.textContent).toContain('by Ada Lovelace');
    expect(main.querySelector('.blog-article__country')?.textContent).toBe('italy');
    expect(details(main)).toEqual({
      views: '7',
      status: 'published',
      'last edited': 'Sat 21 Nov 2026 9:05:03',
    });
    expect(main.textContent).toContain('created by admin');
    expect(main.textContent).not.toContain('not synced yet');
    const hero = main.querySelector('img.blog-article__hero') as HTMLImageElement;
    expect(hero.getAttribute('loading')).toBe('eager');
    expect(hero.getAttribute('sizes')).toBe('100vw');
    expect(hero.alt).toBe('hero photo of Rome in Spring');
    expect(button(main, 'update')).toBeDefined();
    expect(button(main, 'delete')).toBeDefined();
    expect(main.querySelector('a[href="/manage-images/blog-1"]')?.textContent).toBe('images');
  });

  it('leaves out the admin note for a blog the owner wrote, and marks unsynced edits', async () => {
    const { main } = await openBlog({ createdByAdmin: false, pending: 1 });
    expect(main.textContent).not.toContain('created by admin');
    expect(main.querySelector('.blog-details__pending')?.textContent).toBe('not synced yet');
  });

  it('cuts the body into 100-word chunks beside photos on alternating sides, leftovers after', async () => {
    const { main } = await openBlog();
    const shown = rows(main);
    expect(shown.map((r) => r.getAttribute('data-side'))).toEqual(['left', 'right', 'left']);
    expect(shown.map(wordCount)).toEqual([100, 100, 50]);
    expect(shown[0]?.querySelector('.blog-row__text')?.textContent?.startsWith('w1 w2')).toBe(true);
    const photos = shown.map((r) => r.querySelector('img'));
    expect(photos.map((img) => img?.alt ?? null)).toEqual([
      'photo 1 of Rome in Spring',
      'photo 2 of Rome in Spring',
      null,
    ]);
    expect(photos[0]?.getAttribute('loading')).toBe('lazy');
    expect(photos[0]?.getAttribute('srcset')).toBe('/media/p1-480.webp 480w, /media/p1-960.webp 960w');
    expect(photos[0]?.getAttribute('width')).toBe('1600');
    expect(photos[0]?.getAttribute('height')).toBe('1200');
  });

  it('switches to 150-word chunks when the window grows past 1300 px, and back', async () => {
    const { main } = await openBlog({ blogBody: words(350) });
    expect(rows(main).map(wordCount)).toEqual([100, 100, 100, 50]);
    await act(async () => {
      setWidth(1301);
      window.dispatchEvent(new Event('resize'));
    });
    expect(rows(main).map(wordCount)).toEqual([150, 150, 50]);
    await act(async () => {
      setWidth(1300);
      window.dispatchEvent(new Event('resize'));
    });
    expect(rows(main).map(wordCount)).toEqual([100, 100, 100, 50]);
  });

  it('copies the public link and says so for 2.5 s', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    stubClipboard(writeText);
    const { main } = await openBlog();
    const notice = () => main.querySelector('.copy-link [role="status"]')?.textContent;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await click(button(main, 'copy link'));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/public-blog/blog-1`);
    expect(notice()).toBe(LINK_COPIED);
    await act(async () => vi.advanceTimersByTime(LINK_COPIED_MS - 1));
    expect(notice()).toBe(LINK_COPIED);
    await act(async () => vi.advanceTimersByTime(1));
    expect(notice()).toBe('');
  });

  it('says when the link cannot be copied, and shows it to copy by hand', async () => {
    const writeText = vi.fn(async (_text: string) => Promise.reject(new Error('denied')));
    stubClipboard(writeText);
    const { main } = await openBlog();
    await click(button(main, 'copy link'));
    await eventually(() =>
      expect(main.querySelector('.copy-link [role="alert"]')?.textContent).toBe(
        `the link could not be copied: ${location.origin}/public-blog/blog-1`,
      ),
    );
  });

  it('edits in a modal form and writes only the changed fields through the repository', async () => {
    const { main } = await openBlog();
    await clickFocused(button(main, 'update'));
    const dialog = main.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(field(dialog, 'blog title'));
    expect(field(dialog, 'country').value).toBe('ITALY');
    await fillIn(field(dialog, 'blog title'), 'Rome in Autumn');
    await fillIn(field(dialog, 'country'), 'Lazio');
    await click(button(dialog, 'save changes'));
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('Rome in Autumn'));
    expect(main.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(button(main, 'update'));
    expect(main.querySelector('.blog-article__country')?.textContent).toBe('lazio');
    expect(main.textContent).toContain('not synced yet');
    expect(await data.db.blogs.get('blog-1')).toMatchObject({
      blogTitle: 'Rome in Autumn',
      country: 'Lazio',
      pending: 1,
      userID: USER,
    });
    const outbox = await data.db.outbox.toArray();
    expect(outbox.map((e) => [e.entity, e.id, e.kind, e.fields])).toEqual([
      ['blog', 'blog-1', 'update', { blogTitle: 'Rome in Autumn', country: 'Lazio' }],
    ]);
  });

  it('shows a refused edit in the form and changes nothing; Escape closes it', async () => {
    const { main } = await openBlog();
    await clickFocused(button(main, 'update'));
    const dialog = main.querySelector('[role="dialog"]') as HTMLElement;
    await fillIn(field(dialog, 'blog title'), '   ');
    await click(button(dialog, 'save changes'));
    await eventually(() =>
      expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('Please give the blog a title'),
    );
    expect(await data.db.outbox.count()).toBe(0);
    expect((await data.db.blogs.get('blog-1'))?.blogTitle).toBe('Rome in Spring');
    await press('Escape');
    expect(main.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(button(main, 'update'));
  });

  it('deletes only once the exact code is typed, then goes to the own blogs list', async () => {
    const { main, router } = await openBlog();
    await click(button(main, 'delete'));
    const dialog = () => main.querySelector('[role="alertdialog"]') as HTMLElement;
    const code = dialog().querySelector('.delete-code')?.textContent ?? '';
    expect(code).toMatch(/^[1-9]\d{3}$/);
    const confirm = () => button(dialog(), 'delete');
    const typeCode = (typed: string) => fillIn(field(dialog(), 'type the code to confirm'), typed);
    expect(confirm().disabled).toBe(true);
    await typeCode(code.slice(0, 3));
    expect(confirm().disabled).toBe(true);
    await typeCode(` ${code}`);
    expect(confirm().disabled).toBe(true);
    await click(button(dialog(), 'cancel'));
    expect(main.querySelector('[role="alertdialog"]')).toBeNull();
    expect(await data.db.blogs.count()).toBe(1);

    await click(button(main, 'delete'));
    const fresh = dialog().querySelector('.delete-code')?.textContent ?? '';
    await typeCode(fresh);
    expect(confirm().disabled).toBe(false);
    await click(confirm());
    await eventually(() => expect(router.state.location.pathname).toBe('/user-blogs'));
    expect(await data.db.blogs.get('blog-1')).toBeUndefined();
    const outbox = await data.db.outbox.toArray();
    expect(outbox.map((e) => [e.id, e.kind])).toEqual([['blog-1', 'delete']]);
  });

  it('shows the deleting loader while the delete runs', async () => {
    const { main } = await openBlog();
    let finish = () => {};
    const remove = vi.spyOn(data.blogs, 'remove').mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    await click(button(main, 'delete'));
    const dialog = main.querySelector('[role="alertdialog"]') as HTMLElement;
    await fillIn(
      field(dialog, 'type the code to confirm'),
      dialog.querySelector('.delete-code')?.textContent ?? '',
    );
    await click(button(dialog, 'delete'));
    expect(remove).toHaveBeenCalledWith('blog-1');
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe(DELETING);
    expect(button(dialog, 'delete').disabled).toBe(true);
    await act(async () => finish());
  });

  it('says "blog not found" with a way back for a missing blog, and loads before the first pull', async () => {
    const { container } = await renderApp('/user-blog/no-such-blog');
    const main = container.querySelector('main') as HTMLElement;
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('blog not found'));
    expect(main.querySelector('a[href="/user-blogs"]')?.textContent).toBe('back to my blogs');
    cleanup();

    await data.db.meta.update('sync', { cursor: null });
    const fresh = await renderApp('/user-blog/no-such-blog');
    await eventually(() =>
      expect(fresh.container.querySelector('main [role="status"]')?.textContent).toBe(FETCHING),
    );
    await data.db.blogs.put(aLocalBlog({ _id: 'no-such-blog', blogTitle: 'Arrived' }));
    await eventually(() => expect(fresh.container.querySelector('main h1')?.textContent).toBe('Arrived'));
  });
});
