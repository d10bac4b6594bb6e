// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUntilFirstPaint, markFirstPaint } from '../../first-paint.ts';
import { userStorageKey } from '../../state/local-data.ts';
import { session, signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, renderApp, textsOf } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';
import { clearToasts, toast, toasts } from '../toasts/toast-store.ts';

const traveller = aUser({ name: 'Ada Lovelace' });

// The wide header's links (SPEC §2); on a phone shell.css hides those marked wide-only.
const headerLinks = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLAnchorElement>('header .site-nav a'));

const linkMap = (container: HTMLElement) =>
  Object.fromEntries(headerLinks(container).map((a) => [a.textContent, a.getAttribute('href')]));

afterEach(() => {
  cleanup();
  signOut();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('Header', () => {
  it('offers home, ask, register and login to a visitor', async () => {
    const { container } = await renderApp('/');
    expect(linkMap(container)).toEqual({ home: '/', ask: '/ask', register: '/register', login: '/sign-in' });
    expect(container.querySelector('header .avatar')).toBeNull();
    expect(container.querySelector('header a.logo')?.getAttribute('href')).toBe('/');
  });

  it('shows the avatar, signout and the writing links to a signed-in user', async () => {
    session.user = traveller;
    const { container } = await renderApp('/');
    expect(linkMap(container)).toEqual({
      home: '/',
      ask: '/ask',
      'my blogs': '/user-blogs',
      tasks: '/tasks',
      'new blog': '/new-blog',
    });
    expect(container.querySelector('header .avatar')?.getAttribute('src')).toBe('/default-avatar.svg');
    expect(textsOf(container.querySelectorAll('header .site-header__user button'))).toEqual(['signout']);
  });

  it('loads the sync status, which brings the sync engine, only once the page has painted', async () => {
    session.user = traveller;
    holdUntilFirstPaint();
    const { container } = await renderApp('/');
    expect(container.querySelector('header .avatar')).not.toBeNull();
    expect(container.querySelector('header .sync-status')).toBeNull();
    await act(async () => markFirstPaint());
    await eventually(() => expect(container.querySelector('header .sync-status')).not.toBeNull(), 10_000);
  });

  it("uses the user's own avatar when there is one", async () => {
    session.user = { ...traveller, avatar: '/media/avatars/ada.webp' };
    const { container } = await renderApp('/');
    expect(container.querySelector('header .avatar')?.getAttribute('src')).toBe('/media/avatars/ada.webp');
  });

  it('adds the admin link for an admin only', async () => {
    session.user = { ...traveller, isAdmin: true };
    const { container } = await renderApp('/');
    expect(textsOf(headerLinks(container))).toEqual([
      'home',
      'ask',
      'my blogs',
      'tasks',
      'new blog',
      'admin',
    ]);
    expect(linkMap(container).admin).toBe('/admin-dash');
  });

  it('marks the link of the current page', async () => {
    const { container } = await renderApp('/');
    const current = headerLinks(container).filter((a) => a.getAttribute('aria-current') === 'page');
    expect(textsOf(current)).toEqual(['home']);
  });

  it('signs out, clearing the stored session, and goes to /sign-in', async () => {
    signIn(aSession());
    fakeApi({ 'GET /api/users/me': { json: aUser() } });
    localStorage.setItem(userStorageKey(aUser()._id, 'drafts'), '[]');
    const { container, router } = await renderApp('/');
    await click(container.querySelector('header .site-header__user button'));
    expect(session.user).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(textsOf(headerLinks(container))).toEqual(['home', 'ask', 'register', 'login']);
  });

  it('takes the toasts of the session along when it signs out', async () => {
    signIn(aSession());
    fakeApi({ 'GET /api/users/me': { json: aUser() } });
    const { container } = await renderApp('/');
    await act(async () => {
      toast('Signed in as: Ada Lovelace');
    });
    expect(container.querySelector('.toaster')?.textContent).toContain('Signed in as: Ada Lovelace');
    await click(container.querySelector('header .site-header__user button'));
    expect(toasts.items).toEqual([]);
    expect(container.querySelector('.toaster')?.textContent).toBe('');
  });
});
