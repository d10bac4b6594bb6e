// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../state/session.ts';
import { cleanup, click, eventually, field, fillIn } from '../../test-support/render.tsx';
import { DELETING } from '../alerts/loading-texts.ts';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import { ann, bob, button, LIST, me, openUsers } from './admin-users.test-kit.ts';
import { ONLY_SUPER_ADMIN_LOCKED, OWN_ADMIN_LOCKED, OWN_SUSPEND_LOCKED } from './user-rules.ts';

afterEach(() => {
  cleanup();
  signOut();
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const superAdmin = { ...me, isSuperAdmin: true };

async function openRow(name: string, action: string, routes = {}, admin = me) {
  const opened = await openUsers(routes, { admin });
  await eventually(() => expect(opened.rows()).toHaveLength(3));
  await click(button(opened.row(name), action));
  return { ...opened, box: opened.dialog() as HTMLElement };
}

const checkbox = (box: HTMLElement, label: string) => field(box, label) as HTMLInputElement;
const reasonOf = (input: HTMLInputElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('update user dialog', () => {
  it('is filled with the user; a plain admin sees why admin rights are locked', async () => {
    const { box } = await openRow('Ann Lee', 'update');
    expect(box.querySelector('h2')?.textContent).toBe('update Ann Lee');
    expect((field(box, 'name') as HTMLInputElement).value).toBe('Ann Lee');
    expect((field(box, 'email') as HTMLInputElement).value).toBe('ann@example.com');
    expect((field(box, 'tier') as HTMLSelectElement).value).toBe('free');
    expect(document.activeElement).toBe(field(box, 'name'));
    expect(checkbox(box, 'admin').disabled).toBe(true);
    expect(reasonOf(checkbox(box, 'admin'))).toBe(ONLY_SUPER_ADMIN_LOCKED);
    expect(checkbox(box, 'suspended').disabled).toBe(false);
  });

  it('on the own row: neither admin rights nor suspension can change, and each says why', async () => {
    const { box } = await openRow('Root Admin', 'update', {}, superAdmin);
    expect(checkbox(box, 'admin').disabled).toBe(true);
    expect(reasonOf(checkbox(box, 'admin'))).toBe(OWN_ADMIN_LOCKED);
    expect(checkbox(box, 'suspended').disabled).toBe(true);
    expect(reasonOf(checkbox(box, 'suspended'))).toBe(OWN_SUSPEND_LOCKED);
  });

  it('sends only what changed, then closes, toasts and reloads the list', async () => {
    const PUT = 'PUT /api/admin/users/u-ann';
    const { box, api, dialog } = await openRow('Ann Lee', 'update', { [PUT]: { json: ann } }, superAdmin);
    expect(checkbox(box, 'admin').disabled).toBe(false);
    await fillIn(field(box, 'name'), ' Ann Brown ');
    await fillIn(field(box, 'tier'), 'prem');
    await click(checkbox(box, 'admin'));
    await click(button(box, 'save'));
    await eventually(() => expect(dialog()).toBeNull());
    expect(api.called(PUT)[0]?.body).toEqual({ name: 'Ann Brown', tier: 'prem', isAdmin: true });
    expect(toasts.items.map((t) => t.text)).toEqual(['updated Ann Brown']);
    await eventually(() => expect(api.called(LIST)).toHaveLength(2));
  });

  it('shows a refusal in the dialog and keeps it open', async () => {
    const PUT = 'PUT /api/admin/users/u-bob';
    const { box, dialog } = await openRow(
      'Bob Stone',
      'update',
      { [PUT]: { status: 409, json: { message: 'That e-mail is already registered' } } },
      superAdmin,
    );
    await fillIn(field(box, 'email'), 'ann@example.com');
    await click(button(box, 'save'));
    await eventually(() =>
      expect(box.querySelector('[role="alert"] .user-banner')?.textContent).toBe(
        'That e-mail is already registered',
      ),
    );
    expect(dialog()).toBe(box);
  });

  it('saving with nothing changed just closes, without a call', async () => {
    const { box, api, dialog } = await openRow('Bob Stone', 'update', {}, superAdmin);
    await click(button(box, 'save'));
    expect(dialog()).toBeNull();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});

describe('delete user dialog', () => {
  it('asks for the user name, shows the deleting text, deletes and reloads', async () => {
    const DELETE = 'DELETE /api/admin/users/u-bob';
    let answer: (value: { json: unknown }) => void = () => {};
    const { box, api, dialog } = await openRow(
      'Bob Stone',
      'delete',
      { [DELETE]: () => new Promise((resolve) => (answer = resolve)) },
      superAdmin,
    );
    expect(box.getAttribute('role')).toBe('alertdialog');
    const confirm = button(box, 'delete user');
    expect(confirm.disabled).toBe(true);
    await fillIn(field(box, "type that user's name to confirm"), 'bob stone');
    expect(confirm.disabled).toBe(true);
    await fillIn(field(box, "type that user's name to confirm"), bob.name);
    await click(confirm);
    await eventually(() => expect(box.querySelector('[role="status"]')?.textContent).toBe(DELETING));
    expect(confirm.disabled).toBe(true);
    answer({ json: { msg: 'User deleted', blogs: [] } });
    await eventually(() => expect(dialog()).toBeNull());
    expect(api.called(DELETE)).toHaveLength(1);
    expect(toasts.items.map((t) => t.text)).toEqual(['deleted Bob Stone']);
    await eventually(() => expect(api.called(LIST)).toHaveLength(2));
  });

  it('shows a refusal in the dialog', async () => {
    const { box } = await openRow('Ann Lee', 'delete', {
      'DELETE /api/admin/users/u-ann': { status: 404, json: { message: 'User not found' } },
    });
    await fillIn(field(box, "type that user's name to confirm"), ann.name);
    await click(button(box, 'delete user'));
    await eventually(() => expect(box.querySelector('.user-banner')?.textContent).toBe('User not found'));
  });
});

describe('send e-mail', () => {
  it('opens the send e-mail dialog addressed to the user', async () => {
    const { box } = await openRow('Ann Lee', 'send e-mail', {
      'POST /api/emails/user': { json: { to: ann.email, from: 'blog@example.com' } },
    });
    await eventually(() => expect((field(box, 'To') as HTMLInputElement).value).toBe(ann.email));
    await eventually(() => expect((field(box, 'From') as HTMLInputElement).value).toBe('blog@example.com'));
  });
});
