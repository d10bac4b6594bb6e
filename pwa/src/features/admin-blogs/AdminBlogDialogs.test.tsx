// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../state/session.ts';
import { type FakeCall, fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, field, fillIn, press, renderApp } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { DELETING } from '../alerts/loading-texts.ts';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import { anAdminBlog, aPage } from './admin-blogs.test-kit.ts';
import { BLOG_DELETED, BLOG_UPDATED, CODE_COPIED, OFFLINE_WRITE } from './admin-blogs-texts.ts';

const LIST = 'GET /api/admin/?page=1';
const rome = anAdminBlog({ rev: 3 });

beforeEach(() => signIn(aSession({ name: 'Root Admin', isAdmin: true })));

afterEach(() => {
  cleanup();
  signOut();
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const button = (scope: ParentNode, name: string) =>
  Array.from(scope.querySelectorAll('button')).find((b) => b.textContent === name) as HTMLButtonElement;

/** The list with Rome on it, and the dialog opened from its row by `action`. */
async function openDialog(routes: Parameters<typeof fakeApi>[0], action: 'update' | 'delete') {
  const api = fakeApi({ [LIST]: { json: aPage([rome]) }, ...routes });
  const { container } = await renderApp('/admin-blogs');
  const main = container.querySelector('main') as HTMLElement;
  await eventually(() => expect(main.querySelector('tbody tr')).not.toBeNull());
  const opener = main.querySelector(`button[aria-label="${action} Rome in Spring"]`) as HTMLButtonElement;
  opener.focus();
  await click(opener);
  const dialog = () => main.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  return { api, main, opener, dialog: dialog as () => HTMLElement };
}

describe('update blog as admin', () => {
  it('shows the author read-only and sends only the changes, with the revision shown', async () => {
    let listed = 0;
    const { api, main, dialog, opener } = await openDialog(
      {
        [LIST]: () => ({
          json: aPage([listed++ === 0 ? rome : { ...rome, suspended: true, featured: true }]),
        }),
        'PUT /api/admin/blog-1': (call: FakeCall) => ({
          json: { ...rome, ...(call.body as object), rev: 4 },
        }),
      },
      'update',
    );
    expect(dialog().querySelector('h2')?.textContent).toBe('update blog as admin');
    expect(document.activeElement).toBe(field(dialog(), 'blog title'));
    const author = field(dialog(), 'author') as HTMLInputElement;
    expect(author.value).toBe('Ada Lovelace');
    expect(author.disabled).toBe(true);
    expect((field(dialog(), 'publish') as HTMLInputElement).checked).toBe(true);
    await click(field(dialog(), 'suspended'));
    await click(field(dialog(), 'featured'));
    await click(button(dialog(), 'save changes'));

    await eventually(() => expect(dialog()).toBeNull());
    const [put] = api.called('PUT /api/admin/blog-1');
    expect(put?.headers.get('If-Match')).toBe('"3"');
    expect(put?.body).toEqual({ suspended: true, featured: true });
    expect(toasts.items.map((t) => t.text)).toEqual([BLOG_UPDATED]);
    expect(document.activeElement).toBe(opener);
    // Reloaded: the row's marks follow the server.
    await eventually(() =>
      expect(Array.from(main.querySelectorAll('tbody .blog-mark--on'), (m) => m.textContent)).toEqual([
        'suspended',
        'published',
        'featured',
      ]),
    );
  });

  it('keeps a refusal in the dialog until the form changes, and changes nothing on screen', async () => {
    const { dialog } = await openDialog(
      { 'PUT /api/admin/blog-1': { status: 400, json: { message: 'Please give the blog a title' } } },
      'update',
    );
    await fillIn(field(dialog(), 'blog title'), '');
    await click(button(dialog(), 'save changes'));
    await eventually(() =>
      expect(dialog().querySelector('[role="alert"]')?.textContent).toBe('Please give the blog a title'),
    );
    expect(button(dialog(), 'save changes').disabled).toBe(false);
    expect(toasts.items).toEqual([]);
    await fillIn(field(dialog(), 'blog title'), 'Lima');
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe('');
  });

  it('refuses up front while offline', async () => {
    const { api, dialog } = await openDialog({}, 'update');
    await click(field(dialog(), 'suspended'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await click(button(dialog(), 'save changes'));
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe(OFFLINE_WRITE);
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('closes without a call when nothing changed, and on Escape', async () => {
    const { api, dialog, main, opener } = await openDialog({}, 'update');
    await click(button(dialog(), 'save changes'));
    expect(main.querySelector('[role="dialog"]')).toBeNull();
    await click(opener);
    await press('Escape');
    expect(main.querySelector('[role="dialog"]')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});

describe('delete blog as admin', () => {
  const codeOf = (dialog: HTMLElement) => dialog.querySelector('.delete-code')?.textContent ?? '';
  const typeCode = (dialog: HTMLElement, text: string) =>
    fillIn(field(dialog, 'type the code to confirm'), text);

  it('enables delete only for the displayed code, trimmed, then deletes and reloads', async () => {
    let finish: () => void = () => {};
    const { api, dialog, main } = await openDialog(
      {
        'DELETE /api/blogs/admin-delete/blog-1': () =>
          new Promise((resolve) => {
            finish = () => resolve({ json: { msg: 'Blog deleted', _id: 'blog-1' } });
          }),
      },
      'delete',
    );
    const code = codeOf(dialog());
    expect(code).toMatch(/^[1-9]\d{3}$/);
    const confirm = () => button(dialog(), 'delete');
    expect(confirm().disabled).toBe(true);
    await typeCode(dialog(), code.slice(0, 3));
    expect(confirm().disabled).toBe(true);
    await typeCode(dialog(), `${code}1`);
    expect(confirm().disabled).toBe(true);
    await typeCode(dialog(), `  ${code} `);
    expect(confirm().disabled).toBe(false);
    await click(confirm());
    expect(dialog().querySelector('[role="status"]')?.textContent).toBe(DELETING);
    expect(confirm().disabled).toBe(true);
    await act(async () => finish());
    await eventually(() => expect(main.querySelector('[role="alertdialog"]')).toBeNull());
    expect(api.called('DELETE /api/blogs/admin-delete/blog-1')).toHaveLength(1);
    expect(toasts.items.map((t) => t.text)).toEqual([BLOG_DELETED]);
    await eventually(() => expect(api.called(LIST)).toHaveLength(2));
  });

  it('shows a new code each time it opens', async () => {
    const { dialog, opener } = await openDialog({}, 'delete');
    const seen = new Set([codeOf(dialog())]);
    for (let i = 0; i < 5; i++) {
      await click(button(dialog(), 'cancel'));
      await click(opener);
      seen.add(codeOf(dialog()));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('copies the code and says so briefly', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { dialog } = await openDialog({}, 'delete');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await click(button(dialog(), 'copy code'));
      expect(writeText).toHaveBeenCalledWith(codeOf(dialog()));
      expect(dialog().querySelector('.copy-code [role="status"]')?.textContent).toBe(CODE_COPIED);
      await act(async () => vi.advanceTimersByTime(2000));
      expect(dialog().querySelector('.copy-code [role="status"]')?.textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a refusal in the dialog, and refuses up front while offline', async () => {
    const { api, dialog } = await openDialog(
      { 'DELETE /api/blogs/admin-delete/blog-1': { status: 404, json: { message: 'Blog not found' } } },
      'delete',
    );
    await typeCode(dialog(), codeOf(dialog()));
    await click(button(dialog(), 'delete'));
    await eventually(() =>
      expect(dialog().querySelector('.blog-edit-dialog__error')?.textContent).toBe('Blog not found'),
    );
    expect(button(dialog(), 'delete').disabled).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await click(button(dialog(), 'delete'));
    expect(dialog().querySelector('.blog-edit-dialog__error')?.textContent).toBe(OFFLINE_WRITE);
    expect(api.called('DELETE /api/blogs/admin-delete/blog-1')).toHaveLength(1);
  });
});
