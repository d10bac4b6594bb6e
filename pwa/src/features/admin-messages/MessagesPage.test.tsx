// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoNotice } from '../../state/demo-notice.ts';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, fillIn, press, renderApp, settle } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { ADMIN_OFFLINE } from '../admin/AdminOfflineNotice.tsx';
import { buttonNamed, goOffline, openAsAdmin, pageOf, rowsOf } from '../admin-mail/test-lists.ts';
import { DELETING, FETCHING } from '../alerts/loading-texts.ts';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import { aMessage } from './test-messages.ts';
import { MESSAGE_DELETED } from './use-delete-message.ts';

afterEach(() => {
  cleanup();
  signOut();
  clearToasts();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const FIRST = 'GET /api/msg/?page=1';
const ada = aMessage();
const bob = aMessage({ _id: 'm-2', fullName: 'Bob Stone', email: 'bob@example.com', about: 'billing' });
const countLine = (c: HTMLElement) => c.querySelector('.admin-list__count')?.textContent;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');

describe('MessagesPage', () => {
  it('shows the loading text, then the count and one row per message', async () => {
    let answer: (value: unknown) => void = () => {};
    const { container } = await openAsAdmin('/admin-messages', {
      [FIRST]: () => new Promise((resolve) => (answer = resolve as (value: unknown) => void)),
    });
    expect(container.textContent).toContain(FETCHING);
    await act(async () => answer(pageOf([ada, bob])));
    await settle();
    expect(countLine(container)).toBe('2 messages');
    expect(rowsOf(container)).toEqual([
      ['Ada Lovelace', 'ada@example.com', 'support', 'Sat 21 Nov 2026', '9:05:03', 'opendelete'],
      ['Bob Stone', 'bob@example.com', 'billing', 'Sat 21 Nov 2026', '9:05:03', 'opendelete'],
    ]);
  });

  it.each([
    [[], 'no messages to show!'],
    [[ada], '1 message'],
  ])('words the count for %j', async (items, text) => {
    const { container } = await openAsAdmin('/admin-messages', { [FIRST]: pageOf(items) });
    expect(countLine(container)).toBe(text);
  });

  it('searches on the server', async () => {
    const { container, api } = await openAsAdmin('/admin-messages', {
      [FIRST]: pageOf([ada, bob]),
      'GET /api/msg/?q=billing&page=1': pageOf([bob]),
    });
    await fillIn(container.querySelector('input[type="search"]'), 'billing');
    await eventually(() => expect(api.called('GET /api/msg/?q=billing&page=1')).toHaveLength(1));
    await eventually(() => expect(rowsOf(container).map((row) => row[0])).toEqual(['Bob Stone']));
  });

  it('opens a message with every field, and closes it on Escape', async () => {
    const { container } = await openAsAdmin('/admin-messages', { [FIRST]: pageOf([ada]) });
    await click(buttonNamed(container, 'open message from Ada Lovelace'));
    expect(dialog()?.querySelector('h2')?.textContent).toBe('message from Ada Lovelace');
    const shown = Array.from(dialog()?.querySelectorAll('dt') ?? [], (dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(shown).toContainEqual(['message', 'How do I add a hero image?']);
    expect(shown.map(([label]) => label)).toEqual([
      'name',
      'email',
      'phone',
      'topic',
      'message',
      'contact by phone',
      'contact by email',
      'mailing list',
      'accepted terms',
      'date',
      'time',
    ]);
    await press('Escape');
    expect(dialog()).toBeNull();
  });

  it('deletes after the confirmation, says DELETING meanwhile, and reads the list again', async () => {
    let answer: (value: unknown) => void = () => {};
    let reads = 0;
    const { container, api } = await openAsAdmin('/admin-messages', {
      [FIRST]: () => (reads++ === 0 ? pageOf([ada, bob]) : pageOf([bob])),
      'DELETE /api/msg/m-1': () => new Promise((resolve) => (answer = resolve as (value: unknown) => void)),
    });
    await click(buttonNamed(container, 'open message from Ada Lovelace'));
    await click(buttonNamed(dialog() ?? container, 'delete'));
    expect(dialog()?.getAttribute('role')).toBe('alertdialog');
    expect(api.called('DELETE /api/msg/m-1')).toHaveLength(0);
    await click(buttonNamed(dialog() ?? container, 'delete'));
    expect(dialog()?.textContent).toContain(DELETING);
    await act(async () => answer({ json: { msg: 'Message deleted' } }));
    await settle();
    expect(dialog()).toBeNull();
    expect(toasts.items.map((t) => t.text)).toEqual([MESSAGE_DELETED]);
    expect(rowsOf(container).map((row) => row[0])).toEqual(['Bob Stone']);
    expect(countLine(container)).toBe('1 message');
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { container, api } = await openAsAdmin('/admin-messages', { [FIRST]: pageOf([ada]) });
    await click(buttonNamed(container, 'delete message from Ada Lovelace'));
    await click(buttonNamed(dialog() ?? container, 'cancel'));
    expect(dialog()).toBeNull();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it("shows the server's refusal of a delete", async () => {
    const { container } = await openAsAdmin('/admin-messages', {
      [FIRST]: pageOf([ada]),
      'DELETE /api/msg/m-1': { status: 404, json: { message: 'Message not found' } },
    });
    await click(buttonNamed(container, 'delete message from Ada Lovelace'));
    await click(buttonNamed(dialog() ?? container, 'delete'));
    await settle();
    expect(toasts.items.map((t) => [t.text, t.tone])).toEqual([['Message not found', 'error']]);
  });

  it('stops the demo user, and refuses a delete offline', async () => {
    signIn(aSession({ isAdmin: true, isDemoUser: true }));
    const api = fakeApi({ [FIRST]: pageOf([ada]) });
    const { container } = await renderApp('/admin-messages');
    await settle();
    await click(buttonNamed(container, 'delete message from Ada Lovelace'));
    await click(buttonNamed(dialog() ?? container, 'delete'));
    expect(demoNotice.visible).toBe(true);
    signIn(aSession({ isAdmin: true }));
    await act(async () => goOffline());
    expect(container.querySelector('.admin-offline')?.textContent).toContain(ADMIN_OFFLINE);
    await click(buttonNamed(container, 'delete message from Ada Lovelace'));
    await click(buttonNamed(dialog() ?? container, 'delete'));
    expect(toasts.items.map((t) => t.tone)).toEqual(['error']);
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(rowsOf(container)).toHaveLength(1);
  });

  it("shows the error page with the server's message when the load is refused", async () => {
    const { container } = await openAsAdmin('/admin-messages', {
      [FIRST]: { status: 403, json: { message: 'Admins only' } },
    });
    expect(container.querySelector('.admin-error [role="alert"]')?.textContent).toBe('Admins only');
  });
});
