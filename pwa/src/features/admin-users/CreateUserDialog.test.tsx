// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORDS_MUST_MATCH } from '../../../../shared/messages.ts';
import { signOut } from '../../state/session.ts';
import { cleanup, click, eventually, field, fillIn, settle } from '../../test-support/render.tsx';
import { WRITE_OFFLINE } from '../admin/use-admin-write.ts';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import { button, LIST, me, openUsers, setOnline } from './admin-users.test-kit.ts';
import { ONLY_SUPER_ADMIN_GRANTS } from './user-rules.ts';

afterEach(() => {
  cleanup();
  signOut();
  clearToasts();
  if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CREATE = 'POST /api/admin/create/';
const banner = () => document.querySelector('[role="dialog"] .user-banner')?.textContent ?? null;

async function openCreate(routes: Parameters<typeof openUsers>[0] = {}, admin = me) {
  const opened = await openUsers(routes, { path: '/admin-users?create=true', admin });
  await eventually(() => expect(opened.dialog()?.querySelector('h2')?.textContent).toBe('create new user'));
  return opened;
}

async function fillForm(dialog: HTMLElement, password2 = 'long-enough-1') {
  await fillIn(field(dialog, 'name'), '  Cy Young  ');
  await fillIn(field(dialog, 'email'), 'cy@example.com');
  await fillIn(field(dialog, 'password'), 'long-enough-1');
  await fillIn(field(dialog, 'confirm password'), password2);
}

/** Advances fake time inside act, so the banner's timer re-renders the dialog. */
const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

describe('create user dialog', () => {
  it('opens from the address with focus on the name, and from the "new user" button', async () => {
    const { dialog, router, main } = await openCreate();
    expect(document.activeElement).toBe(field(dialog() as HTMLElement, 'name'));
    await click(button(dialog() as HTMLElement, 'cancel'));
    expect(dialog()).toBeNull();
    await eventually(() => expect(router.state.location.search).toEqual({}));
    await click(button(main, 'new user'));
    await eventually(() => expect(dialog()?.querySelector('h2')?.textContent).toBe('create new user'));
    expect(router.state.location.search).toEqual({ create: true });
  });

  it('different passwords: "Passwords must match... " for 4 s, and nothing is sent', async () => {
    const { dialog, api } = await openCreate();
    await fillForm(dialog() as HTMLElement, 'long-enough-2');
    vi.useFakeTimers();
    await click(button(dialog() as HTMLElement, 'create user'));
    expect(banner()).toBe(PASSWORDS_MUST_MATCH);
    expect(PASSWORDS_MUST_MATCH).toBe('Passwords must match... ');
    await wait(3999);
    expect(banner()).toBe(PASSWORDS_MUST_MATCH);
    await wait(1);
    expect(banner()).toBeNull();
    expect(api.called(CREATE)).toEqual([]);
  });

  it('shows the server refusal in the grey banner for 4 s and keeps the form', async () => {
    const { dialog, api } = await openCreate({
      [CREATE]: { status: 409, json: { message: 'That e-mail is already registered' } },
    });
    await fillForm(dialog() as HTMLElement);
    vi.useFakeTimers();
    await click(button(dialog() as HTMLElement, 'create user'));
    await settle();
    expect(api.called(CREATE)).toHaveLength(1);
    expect(banner()).toBe('That e-mail is already registered');
    expect(dialog()?.querySelector('[role="alert"] .user-banner')).not.toBeNull();
    await wait(3999);
    expect(banner()).toBe('That e-mail is already registered');
    await wait(1);
    expect(banner()).toBeNull();
    expect((field(dialog() as HTMLElement, 'email') as HTMLInputElement).value).toBe('cy@example.com');
  });

  it('refuses bad input with the first problem, before any call', async () => {
    const { dialog, api } = await openCreate();
    await fillIn(field(dialog() as HTMLElement, 'name'), 'Cy');
    await fillIn(field(dialog() as HTMLElement, 'email'), 'not-an-email');
    await click(button(dialog() as HTMLElement, 'create user'));
    expect(banner()).toBe('Please enter a valid e-mail address');
    expect(api.called(CREATE)).toEqual([]);
  });

  it('creates the user (name trimmed), closes, toasts and reloads the list', async () => {
    const { dialog, api, router } = await openCreate(
      { [CREATE]: { status: 201, json: {} } },
      { ...me, isSuperAdmin: true },
    );
    await fillForm(dialog() as HTMLElement);
    await click(field(dialog() as HTMLElement, 'suspended'));
    await click(field(dialog() as HTMLElement, 'admin'));
    await click(button(dialog() as HTMLElement, 'create user'));
    await eventually(() => expect(dialog()).toBeNull());
    expect(api.called(CREATE)[0]?.body).toEqual({
      name: 'Cy Young',
      email: 'cy@example.com',
      password: 'long-enough-1',
      isSuspended: true,
      isAdmin: true,
    });
    expect(toasts.items.map((t) => t.text)).toEqual(['created user Cy Young']);
    await eventually(() => expect(api.called(LIST)).toHaveLength(2));
    expect(router.state.location.search).toEqual({});
  });

  it('only a super admin may make the new user an admin; others see why', async () => {
    const { dialog } = await openCreate();
    const admin = field(dialog() as HTMLElement, 'admin') as HTMLInputElement;
    expect(admin.disabled).toBe(true);
    const reason = document.getElementById(admin.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(ONLY_SUPER_ADMIN_GRANTS);
    cleanup();
    const superAdmin = await openCreate({}, { ...me, isSuperAdmin: true });
    const enabled = field(superAdmin.dialog() as HTMLElement, 'admin') as HTMLInputElement;
    expect(enabled.disabled).toBe(false);
    expect(enabled.hasAttribute('aria-describedby')).toBe(false);
  });

  it('offline: refuses up front with a clear message and sends nothing', async () => {
    const { dialog, api } = await openCreate();
    await fillForm(dialog() as HTMLElement);
    await setOnline(false);
    await click(button(dialog() as HTMLElement, 'create user'));
    expect(banner()).toBe(WRITE_OFFLINE);
    expect(api.called(CREATE)).toEqual([]);
  });
});
