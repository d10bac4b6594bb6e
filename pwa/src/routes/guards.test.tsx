// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../state/session.ts';
import { session, signIn, signOut } from '../state/session.ts';
import { fakeApi } from '../test-support/fake-api.ts';
import { cleanup, renderApp } from '../test-support/render.tsx';
import { aSession, aUser } from '../test-support/users.ts';
import { requireAdmin, requireUser } from './guards.ts';

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const at = (href: string) => ({ href, pathname: href.split('?')[0] ?? href }) as ParsedLocation;
const contextWith = (user: SessionState['user'], token: string | null = user ? 't' : null) => ({
  session: { user, token },
});

/** The redirect a guard throws, or null when it lets the user through. */
function outcome(guard: () => void) {
  try {
    guard();
    return null;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return thrown.options;
  }
}

describe('requireUser', () => {
  it('sends a visitor to /sign-in with the page to come back to', () => {
    const options = outcome(() => requireUser({ context: contextWith(null), location: at('/tasks?q=visa') }));
    expect(options).toMatchObject({ to: '/sign-in', search: { redirect: '/tasks?q=visa' } });
  });

  it('lets a signed-in user through', () => {
    expect(outcome(() => requireUser({ context: contextWith(aUser()), location: at('/tasks') }))).toBeNull();
  });

  it('lets a user whose session ended through to the screens of their data on this device', () => {
    const context = contextWith(aUser(), null);
    for (const path of [
      '/tasks',
      '/user-blogs',
      '/new-blog',
      '/user-blog/b-1',
      '/manage-images/b-1',
      '/my-account',
    ]) {
      expect(outcome(() => requireUser({ context, location: at(path) }))).toBeNull();
    }
  });
});

describe('requireAdmin', () => {
  it('sends a visitor to sign in, a non-admin home, and lets an admin through', () => {
    const location = at('/admin-dash');
    expect(outcome(() => requireAdmin({ context: contextWith(null), location }))).toMatchObject({
      to: '/sign-in',
    });
    expect(outcome(() => requireAdmin({ context: contextWith(aUser()), location }))).toMatchObject({
      to: '/',
    });
    expect(
      outcome(() => requireAdmin({ context: contextWith(aUser({ isAdmin: true })), location })),
    ).toBeNull();
  });
});

describe('the guarded layout', () => {
  it('redirects a deep link to /my-account to the sign-in page and remembers it', async () => {
    const { router, container } = await renderApp('/my-account');
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toEqual({ redirect: '/my-account' });
    expect(container.querySelector('main h1')?.textContent).toBe('login');
  });

  it('shows /my-account to a signed-in user', async () => {
    signIn(aSession({ name: 'Ada Lovelace' }));
    fakeApi({ 'GET /api/users/me': { json: aUser({ name: 'Ada Lovelace' }) } });
    const { router, container } = await renderApp('/my-account');
    expect(router.state.location.pathname).toBe('/my-account');
    expect(container.querySelector('main h1')?.textContent).toBe('my account');
    expect(session.user?.name).toBe('Ada Lovelace');
  });

  it('keeps the public screens open to visitors', async () => {
    const { router } = await renderApp('/');
    expect(router.state.location.pathname).toBe('/');
  });
});
