// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
// Before Dexie loads: the previous user's database lives in fake-indexeddb.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeUserData, currentUserData, openUserData } from '../../data/user-data.ts';
import { expireSession, session, signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, field, fillIn, renderApp } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { clearToasts, toasts } from '../toasts/toast-store.ts';

const ADA = { _id: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.com' };
const BO = { _id: 'u-bo', name: 'Bo Diddley', email: 'bo@example.com' };

afterEach(async () => {
  cleanup();
  signOut();
  await closeUserData();
  clearToasts();
  vi.unstubAllGlobals();
});

const note = (container: HTMLElement) => container.querySelector('main .note')?.textContent ?? '';
const submit = (container: HTMLElement) => click(container.querySelector('main button[type="submit"]'));

/** Ada signed in, wrote `unsent` tasks that never reached the server, and then her session ended. */
async function adaEnded(unsent: number) {
  signIn(aSession(ADA));
  const data = openUserData(ADA._id);
  await data.db.outbox.clear();
  for (let i = 0; i < unsent; i++) await data.tasks.create({ taskText: `task ${i}` });
  expireSession();
  return data;
}

describe('signing in after the session ended', () => {
  it('prefills the user’s own e-mail, not the demo account, and says the unsent changes are safe', async () => {
    await adaEnded(2);
    const api = fakeApi({ 'GET /api/users/demo': { json: { email: 'demo@example.com' } } });
    const { container } = await renderApp('/sign-in?redirect=%2Ftasks');
    expect(field(container, 'email').value).toBe('ada@example.com');
    expect(field(container, 'password').value).toBe('');
    expect(api.called('GET /api/users/demo')).toHaveLength(0);
    await eventually(() =>
      expect(note(container)).toBe(
        'Your session has ended. Your 2 unsent changes are safe on this device and will be sent once you sign in again.' +
          'If you sign in with another account, Ada Lovelace’s changes stay on this device and will be sent when Ada Lovelace signs in again.',
      ),
    );
  });

  it('with nothing unsent, says everything is kept and nothing about other accounts', async () => {
    await adaEnded(0);
    fakeApi({});
    const { container } = await renderApp('/sign-in');
    await eventually(() =>
      expect(note(container)).toBe(
        'Your session has ended. Please sign in again; everything on this device is kept.',
      ),
    );
  });

  it('signing in as the same user returns to the page left, with the same data', async () => {
    const data = await adaEnded(1);
    fakeApi({ 'POST /api/users/login': { json: aSession(ADA, 'fresh') } });
    const { container, router } = await renderApp('/sign-in?redirect=%2Fmy-account');
    await fillIn(field(container, 'password'), 'new-password');
    await submit(container);
    await eventually(() => expect(router.state.location.pathname).toBe('/my-account'));
    expect(session.token).toBe('fresh');
    expect(currentUserData()).toBe(data);
    expect(toasts.items.map((t) => t.text)).toEqual(['Signed in as: Ada Lovelace']);
  });

  it('signing in as another account keeps the first user’s changes, says so, and starts at home', async () => {
    const data = await adaEnded(2);
    fakeApi({ 'POST /api/users/login': { json: aSession(BO) } });
    const { container, router } = await renderApp('/sign-in?redirect=%2Ftasks');
    await fillIn(field(container, 'email'), BO.email);
    await fillIn(field(container, 'password'), 'bo-password');
    await submit(container);
    await eventually(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.user?._id).toBe(BO._id);
    expect(toasts.items.map((t) => t.text)).toEqual([
      'Signed in as: Bo Diddley',
      'Ada Lovelace’s 2 unsent changes stay on this device and will be sent when Ada Lovelace signs in again.',
    ]);
    expect(await data.db.outbox.count()).toBe(2);
  });
});
