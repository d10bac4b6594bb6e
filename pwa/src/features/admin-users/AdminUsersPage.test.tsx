// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_NOTICE } from '../../../../shared/messages.ts';
import { demoNotice } from '../../state/demo-notice.ts';
import { signOut } from '../../state/session.ts';
import { cleanup, click, eventually, field, fillIn, textsOf } from '../../test-support/render.tsx';
import { ADMIN_OFFLINE } from '../admin/AdminOfflineNotice.tsx';
import { WRITE_OFFLINE } from '../admin/use-admin-write.ts';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import {
  ann,
  aPage,
  bob,
  button,
  buttonsOf,
  LIST,
  me,
  openUsers,
  setOnline,
} from './admin-users.test-kit.ts';
import { NO_USERS, ONLY_SUPER_ADMIN_MANAGES_ADMINS } from './user-rules.ts';

afterEach(() => {
  cleanup();
  signOut();
  clearToasts();
  demoNotice.visible = false;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const superAdmin = { ...me, isSuperAdmin: true };
const toastTexts = () => toasts.items.map((t) => [t.text, t.tone]);
const cell = (row: Element, label: string) => row.querySelector(`[data-label="${label}"]`)?.textContent;

describe('admin users list', () => {
  it('lists every user with e-mail, marks and actions; the own row cannot be suspended or deleted', async () => {
    const { main, rows, row } = await openUsers();
    await eventually(() => expect(rows()).toHaveLength(3));
    expect(main.querySelector('h1')?.textContent).toBe('users');
    expect(main.querySelector('.admin-list__count')?.textContent).toBe('3 users');
    expect(textsOf(main.querySelectorAll('thead th'))).toEqual(['name', 'email', 'account', 'actions']);
    expect(row('Root Admin').querySelector('th')?.textContent).toBe('Root Admin (you)');
    expect(cell(row('Ann Lee'), 'email')).toBe('ann@example.com');
    expect(textsOf(row('Ann Lee').querySelectorAll('.user-mark'))).toEqual(['user']);
    expect(textsOf(row('Bob Stone').querySelectorAll('.user-mark'))).toEqual(['admin', 'suspended']);
    expect(buttonsOf(row('Root Admin'))).toEqual(['update', 'send e-mail']);
    expect(buttonsOf(row('Ann Lee'))).toEqual(['suspend', 'update', 'delete', 'send e-mail']);
    // Every row says the same words; screen readers also hear whose button it is.
    expect(button(row('Ann Lee'), 'delete').textContent).toBe('delete Ann Lee');
  });

  it("offers a normal admin nothing but e-mail on another admin's row, and says why", async () => {
    const { rows, row } = await openUsers();
    await eventually(() => expect(rows()).toHaveLength(3));
    expect(buttonsOf(row('Bob Stone'))).toEqual(['send e-mail']);
    expect(row('Bob Stone').querySelector('.users-table__locked')?.textContent).toBe(
      ONLY_SUPER_ADMIN_MANAGES_ADMINS,
    );
    expect(row('Ann Lee').querySelector('.users-table__locked')).toBeNull();
  });

  it("offers the super admin every action on another admin's row", async () => {
    const { rows, row } = await openUsers({}, { admin: superAdmin });
    await eventually(() => expect(rows()).toHaveLength(3));
    expect(buttonsOf(row('Bob Stone'))).toEqual(['unsuspend', 'update', 'delete', 'send e-mail']);
    expect(row('Bob Stone').querySelector('.users-table__locked')).toBeNull();
  });

  it('says when there are no users, and counts one user in the singular', async () => {
    const { main } = await openUsers({ [LIST]: aPage([]) });
    await eventually(() => expect(main.querySelector('.admin-list__count')?.textContent).toBe(NO_USERS));
    expect(main.querySelector('table')).toBeNull();
    cleanup();
    const one = await openUsers({ [LIST]: aPage([me]) });
    await eventually(() => expect(one.main.querySelector('.admin-list__count')?.textContent).toBe('1 user'));
  });

  it('sends the search and the filter to the server and keeps them in the address', async () => {
    const { main, api, router } = await openUsers({
      'GET /api/admin/users/?q=ann&page=1': aPage([ann]),
      'GET /api/admin/users/?q=ann&filter=both&page=1': aPage([]),
    });
    await fillIn(field(main, 'search by name or email'), 'ann');
    await eventually(() => expect(api.called('GET /api/admin/users/?q=ann&page=1')).toHaveLength(1));
    expect(router.state.location.search).toEqual({ q: 'ann' });
    await fillIn(field(main, 'show'), 'both');
    await eventually(() =>
      expect(api.called('GET /api/admin/users/?q=ann&filter=both&page=1')).toHaveLength(1),
    );
    expect(router.state.location.search).toEqual({ q: 'ann', filter: 'both' });
    await eventually(() => expect(main.querySelector('.admin-list__count')?.textContent).toBe(NO_USERS));
  });

  it('opens on the search, filter and page the address names, and pages on', async () => {
    const { main, api, router } = await openUsers(
      {
        'GET /api/admin/users/?filter=suspended&page=2': aPage([bob], { page: 2, total: 120 }),
        'GET /api/admin/users/?filter=suspended&page=3': aPage([bob], { page: 3, total: 120 }),
      },
      { path: '/admin-users?filter=suspended&page=2' },
    );
    await eventually(() => expect(main.querySelector('.admin-pager span')?.textContent).toBe('page 2 of 3'));
    expect((field(main, 'show') as HTMLSelectElement).value).toBe('suspended');
    await click(button(main, 'next'));
    await eventually(() =>
      expect(api.called('GET /api/admin/users/?filter=suspended&page=3')).toHaveLength(1),
    );
    expect(router.state.location.search).toEqual({ filter: 'suspended', page: 3 });
  });

  it('steps back to the last page when the one asked for is past the end', async () => {
    const { api, router } = await openUsers(
      { 'GET /api/admin/users/?page=3': aPage([], { page: 3, total: 50 }) },
      { path: '/admin-users?page=3' },
    );
    await eventually(() => expect(router.state.location.search).toEqual({}));
    await eventually(() => expect(api.called(LIST)).toHaveLength(1));
  });

  it('suspends and unsuspends from the row, then reloads the list', async () => {
    const { api, row, rows } = await openUsers(
      {
        'PUT /api/admin/users/u-ann': { json: { ...ann, isSuspended: true } },
        'PUT /api/admin/users/u-bob': { json: { ...bob, isSuspended: false } },
      },
      { admin: superAdmin },
    );
    await eventually(() => expect(rows()).toHaveLength(3));
    await click(button(row('Ann Lee'), 'suspend'));
    await eventually(() => expect(toastTexts()).toEqual([['Ann Lee suspended', 'success']]));
    expect(api.called('PUT /api/admin/users/u-ann')[0]?.body).toEqual({ isSuspended: true });
    await click(button(row('Bob Stone'), 'unsuspend'));
    await eventually(() => expect(toastTexts()).toContainEqual(['Bob Stone unsuspended', 'success']));
    expect(api.called('PUT /api/admin/users/u-bob')[0]?.body).toEqual({ isSuspended: false });
    expect(api.called(LIST)).toHaveLength(3);
  });

  it('shows a refused suspension as an error toast', async () => {
    const { rows, row } = await openUsers({
      'PUT /api/admin/users/u-ann': { status: 403, json: { message: 'A super admin cannot be suspended' } },
    });
    await eventually(() => expect(rows()).toHaveLength(3));
    await click(button(row('Ann Lee'), 'suspend'));
    await eventually(() => expect(toastTexts()).toEqual([['A super admin cannot be suspended', 'error']]));
  });

  it('stops the demo user with the demo notice and calls nothing', async () => {
    const { api, rows, row } = await openUsers({}, { admin: { ...me, isDemoUser: true } });
    await eventually(() => expect(rows()).toHaveLength(3));
    await click(button(row('Ann Lee'), 'suspend'));
    expect(demoNotice.visible).toBe(true);
    expect(document.body.textContent).toContain(DEMO_NOTICE);
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('offline: says so plainly, keeps the list, and refuses writes up front', async () => {
    const { main, api, rows, row } = await openUsers();
    await eventually(() => expect(rows()).toHaveLength(3));
    await setOnline(false);
    expect(main.querySelector('.admin-offline')?.textContent).toContain(ADMIN_OFFLINE);
    expect(rows()).toHaveLength(3);
    await click(button(row('Ann Lee'), 'suspend'));
    expect(toastTexts()).toEqual([[WRITE_OFFLINE, 'error']]);
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    await setOnline(true);
    await eventually(() => expect(main.querySelector('.admin-offline')).toBeNull());
  });

  it('shows the error page when the server refuses the list', async () => {
    const { main } = await openUsers({ [LIST]: { status: 500, json: { message: 'Database unavailable' } } });
    await eventually(() =>
      expect(main.querySelector('.admin-error [role="alert"]')?.textContent).toBe('Database unavailable'),
    );
    expect(main.querySelector('table')).toBeNull();
  });
});
