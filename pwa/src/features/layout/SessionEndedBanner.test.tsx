// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expireSession, signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, eventually, renderApp } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const banner = (container: HTMLElement) => container.querySelector('.session-banner');

describe('SessionEndedBanner', () => {
  it('says the session ended, keeps the page, and links to sign in again with the way back', async () => {
    signIn(aSession());
    expireSession();
    const { container, router } = await renderApp('/my-account?tab=1');
    expect(router.state.location.pathname).toBe('/my-account');
    expect(container.querySelector('main h1')?.textContent).toBe('my account');
    expect(banner(container)?.textContent).toBe(
      'Your session has ended. Everything you do here is kept on this device and sent once you sign in again.',
    );
    expect(banner(container)?.closest('[role="status"]')).not.toBeNull();
    const link = banner(container)?.querySelector('a');
    expect(link?.textContent).toBe('sign in again');
    expect(link?.getAttribute('href')).toBe(`/sign-in?redirect=${encodeURIComponent('/my-account?tab=1')}`);
  });

  it('appears in the page the user is on when the session ends there', async () => {
    signIn(aSession());
    fakeApi({ 'GET /api/users/me': { json: aUser() } });
    const { container } = await renderApp('/');
    expect(banner(container)).toBeNull();
    await act(async () => expireSession());
    expect(banner(container)).not.toBeNull();
  });

  it('is not shown to a visitor, nor on the sign-in page, which says it in its own words', async () => {
    fakeApi({ 'GET /api/users/demo': { json: { email: 'demo@example.com' } } });
    const visitor = await renderApp('/');
    expect(banner(visitor.container)).toBeNull();
    cleanup();
    signIn(aSession());
    expireSession();
    const { container } = await renderApp('/sign-in');
    expect(banner(container)).toBeNull();
    // The note reads the user's database, so it loads with it (lazily) after the page.
    await eventually(() =>
      expect(container.querySelector('main .note')?.textContent).toContain('Your session has ended.'),
    );
  });
});
