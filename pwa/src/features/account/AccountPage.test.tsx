// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import { act } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { NEW_NAME_TOO_SHORT } from '../../../../shared/api/users.ts';
import { DEMO_NOTICE } from '../../../../shared/messages.ts';
import { demoNotice } from '../../state/demo-notice.ts';
import { session, signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, field, fillIn, press, renderApp, settle } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';
import { clearToasts } from '../toasts/toast-store.ts';
import {
  ACCOUNT_ALERT_MS,
  ADMIN_KEEPS_ACCOUNT,
  SUPER_ADMIN_KEEPS_ACCOUNT,
  updatesLocalName,
} from './account-rules.ts';

afterEach(() => {
  cleanup();
  signOut();
  clearToasts();
  if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ada = aUser({ _id: 'u-ada', name: 'Ada Lovelace' });

async function openAccount(routes: Parameters<typeof fakeApi>[0] = {}, user = ada) {
  signIn(aSession(user, 'tok-1'));
  const api = fakeApi({ 'GET /api/users/me': { json: user }, ...routes });
  const rendered = await renderApp('/my-account');
  await settle();
  return { ...rendered, api };
}

const section = (container: HTMLElement, title: string) => {
  const heading = Array.from(container.querySelectorAll('main h2')).find((h) => h.textContent === title);
  const found = heading?.closest('section');
  if (!found) throw new Error(`no section "${title}"`);
  return found;
};
const button = (scope: Element, text: string) =>
  Array.from(scope.querySelectorAll('button')).find((b) => b.textContent === text);
const alertIn = (scope: Element) => scope.querySelector('[role="alert"]')?.textContent;
const statusIn = (scope: Element) => scope.querySelector('.form-alert-slot [role="status"]')?.textContent;

describe('AccountPage', () => {
  it('has the seven sections and shows the super-admin flag', async () => {
    const { container } = await openAccount({}, { ...ada, isSuperAdmin: true });
    const titles = Array.from(container.querySelectorAll('main h2'), (h) => h.textContent);
    expect(titles).toEqual([
      'avatar',
      'change name',
      'change email',
      'change password',
      'storage on this device',
      'take your blogs with you',
      'delete account',
    ]);
    const summary = Object.fromEntries(
      Array.from(container.querySelectorAll('.account-summary__row'), (row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    expect(summary).toMatchObject({ name: 'Ada Lovelace', 'super admin': 'yes' });
  });

  it('changes the name, keeps the longer local copy and confirms for 4 s', async () => {
    const { container, api } = await openAccount({
      'PUT /api/users/change-name': { json: { msg: 'Name updated', user: { ...ada, name: 'Ada King' } } },
    });
    const names = section(container, 'change name');
    await fillIn(field(names, 'new name'), 'Ada King');
    vi.useFakeTimers();
    await click(button(names, 'change name'));
    await settle();
    expect(api.called('PUT /api/users/change-name')[0]?.body).toEqual({ newName: 'Ada King' });
    expect(statusIn(names)).toBe('Name updated');
    expect(session.user?.name).toBe('Ada King');
    expect(JSON.parse(localStorage.getItem('travel-blog:user:session') ?? '{}').user.name).toBe('Ada King');
    await act(async () => vi.advanceTimersByTime(3999));
    expect(statusIn(names)).toBe('Name updated');
    await act(async () => vi.advanceTimersByTime(1));
    expect(statusIn(names)).toBe('');
  });

  it('refuses a name of 4 characters or fewer in the 4 s alert, before any call, focusing the field', async () => {
    const { container, api } = await openAccount({
      'PUT /api/users/change-name': { json: { msg: 'Name updated', user: { ...ada, name: 'Bob' } } },
    });
    const names = section(container, 'change name');
    await fillIn(field(names, 'new name'), '  Bob ');
    vi.useFakeTimers();
    await click(button(names, 'change name'));
    await settle();
    expect(alertIn(names)).toBe(NEW_NAME_TOO_SHORT);
    expect(document.activeElement).toBe(field(names, 'new name'));
    expect(api.called('PUT /api/users/change-name')).toEqual([]);
    expect(session.user?.name).toBe('Ada Lovelace');
    await act(async () => vi.advanceTimersByTime(ACCOUNT_ALERT_MS - 1));
    expect(alertIn(names)).toBe(NEW_NAME_TOO_SHORT);
    await act(async () => vi.advanceTimersByTime(1));
    expect(alertIn(names)).toBe('');
    // Five characters is long enough, for the server and for the local copy alike.
    expect(updatesLocalName('Bob')).toBe(false);
    expect(updatesLocalName('Annie')).toBe(true);
  });

  it("shows the server's refusal in the section for 4 s", async () => {
    const { container } = await openAccount({
      'PUT /api/users/change-pw': { status: 400, json: { message: 'Your old password is not right' } },
    });
    const passwords = section(container, 'change password');
    await fillIn(field(passwords, 'old password'), 'wrong-horse');
    await fillIn(field(passwords, 'new password'), 'battery-staple');
    vi.useFakeTimers();
    await click(button(passwords, 'change password'));
    await settle();
    expect(alertIn(passwords)).toBe('Your old password is not right');
    await act(async () => vi.advanceTimersByTime(4000));
    expect(alertIn(passwords)).toBe('');
  });

  it('stores the new token after a password or e-mail change', async () => {
    const { container } = await openAccount({
      'PUT /api/users/change-pw': { json: { msg: 'Password changed', token: 'tok-2' } },
      'PUT /api/users/change-email': {
        json: { msg: 'E-mail changed', user: { ...ada, email: 'ada@new.example' }, token: 'tok-3' },
      },
    });
    const passwords = section(container, 'change password');
    await fillIn(field(passwords, 'old password'), 'correct-horse');
    await fillIn(field(passwords, 'new password'), 'battery-staple');
    await click(button(passwords, 'change password'));
    await settle();
    expect(session.token).toBe('tok-2');

    const emails = section(container, 'change email');
    await fillIn(field(emails, 'old email'), 'ada@example.com');
    await fillIn(field(emails, 'new email'), 'ada@new.example');
    await fillIn(field(emails, 'confirm new email'), 'ada@new.example');
    await click(button(emails, 'change email'));
    await settle();
    expect(session.token).toBe('tok-3');
    expect(session.user?.email).toBe('ada@new.example');
    expect(statusIn(emails)).toBe('E-mail changed');
  });

  it('checks the e-mail confirmation before sending', async () => {
    const { container, api } = await openAccount();
    const emails = section(container, 'change email');
    await fillIn(field(emails, 'old email'), 'ada@example.com');
    await fillIn(field(emails, 'new email'), 'ada@new.example');
    await fillIn(field(emails, 'confirm new email'), 'ada@other.example');
    await click(button(emails, 'change email'));
    expect(alertIn(emails)).toBe('The new e-mails do not match');
    expect(api.called('PUT /api/users/change-email')).toEqual([]);
  });

  it('blocks every write of the demo user with the 3 s notice, sending nothing', async () => {
    const { container, api } = await openAccount({}, { ...ada, isDemoUser: true });
    const names = section(container, 'change name');
    await fillIn(field(names, 'new name'), 'Someone Else');
    vi.useFakeTimers();
    await click(button(names, 'change name'));
    expect(container.querySelector('.demo-notice')?.textContent).toBe(DEMO_NOTICE);
    await click(button(section(container, 'delete account'), 'delete account'));
    expect(container.querySelector('[role="alertdialog"]')).toBeNull();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(demoNotice.visible).toBe(false);
  });

  it('previews a chosen image and uploads it as the avatar', async () => {
    // jsdom has no blob URLs; the preview only needs some URL for the chosen file.
    const blobUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      Object.assign(URL, blobUrls);
    });
    const { container, api } = await openAccount({
      'PUT /api/users/update-user-img': {
        json: { updatedUser: { ...ada, avatar: '/media/avatars/ada.webp' } },
      },
    });
    const avatar = section(container, 'avatar');
    const input = field(avatar, 'choose an image') as HTMLInputElement;
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [photo], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(avatar.querySelector('img')?.getAttribute('src')).toBe('blob:preview');
    await click(button(avatar, 'upload avatar'));
    await settle();
    const sent = api.called('PUT /api/users/update-user-img')[0]?.body;
    expect(sent instanceof FormData && sent.get('file')).toBeInstanceOf(File);
    expect(session.user?.avatar).toBe('/media/avatars/ada.webp');
    expect(container.querySelector('header .avatar')?.getAttribute('src')).toBe('/media/avatars/ada.webp');
  });

  it('refuses a file that is not an image', async () => {
    const { container } = await openAccount();
    const avatar = section(container, 'avatar');
    const input = field(avatar, 'choose an image') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'notes.txt', { type: 'text/plain' })] });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(alertIn(avatar)).toBe('Please choose an image file');
    expect(button(avatar, 'upload avatar')?.disabled).toBe(true);
  });
});

describe('delete account', () => {
  it.each([
    ['an admin', { isAdmin: true }, ADMIN_KEEPS_ACCOUNT],
    ['the super admin', { isAdmin: true, isSuperAdmin: true }, SUPER_ADMIN_KEEPS_ACCOUNT],
  ])('tells %s why their account cannot be deleted instead of offering it', async (_, flags, text) => {
    const { container } = await openAccount({}, { ...ada, ...flags });
    const deleting = section(container, 'delete account');
    expect(button(deleting, 'delete account')).toBeUndefined();
    expect(deleting.querySelector('p')?.textContent).toBe(text);
  });

  it('confirms in an alert dialog that traps focus, closes on Escape and returns focus', async () => {
    const { container } = await openAccount();
    const opener = button(section(container, 'delete account'), 'delete account');
    opener?.focus();
    await click(opener);
    const dialog = container.querySelector('[role="alertdialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'delete your account?',
    );
    // Focus starts on the least destructive choice; Tab past either end wraps around inside the dialog.
    expect(document.activeElement?.textContent).toBe('cancel');
    await press('Tab', { shiftKey: true });
    expect(document.activeElement?.textContent).toBe('yes, delete my account');
    await press('Tab');
    expect(document.activeElement?.textContent).toBe('cancel');
    (document.activeElement as HTMLElement | null)?.blur();
    await press('Tab');
    expect(document.activeElement?.textContent).toBe('cancel');
    await press('Escape');
    expect(container.querySelector('[role="alertdialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('deletes, goes home and signs out', async () => {
    const { container, api, router } = await openAccount({
      'DELETE /api/users/delete-user/u-ada': { json: { msg: 'Account deleted', blogs: 0 } },
    });
    await click(button(section(container, 'delete account'), 'delete account'));
    await click(button(container, 'yes, delete my account'));
    await settle();
    expect(api.called('DELETE /api/users/delete-user/u-ada')[0]?.headers.get('authorization')).toBe(
      'Bearer tok-1',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(session.user).toBeNull();
    expect(localStorage.getItem('travel-blog:user:session')).toBeNull();
  });

  it('shows a failure for 3.5 s and stays signed in', async () => {
    const { container } = await openAccount({
      'DELETE /api/users/delete-user/u-ada': {
        status: 409,
        json: { message: 'Could not delete the account' },
      },
    });
    const deleting = section(container, 'delete account');
    await click(button(deleting, 'delete account'));
    vi.useFakeTimers();
    await click(button(container, 'yes, delete my account'));
    await settle();
    expect(container.querySelector('[role="alertdialog"]')).toBeNull();
    expect(alertIn(deleting)).toBe('Could not delete the account');
    await act(async () => vi.advanceTimersByTime(3499));
    expect(alertIn(deleting)).toBe('Could not delete the account');
    await act(async () => vi.advanceTimersByTime(1));
    expect(alertIn(deleting)).toBe('');
    expect(session.user?._id).toBe('u-ada');
  });
});
