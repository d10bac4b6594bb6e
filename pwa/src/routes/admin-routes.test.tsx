// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
// Every admin screen of the route table, through the whole app: an admin sees it, anyone else is sent away.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../state/session.ts';
import { cleanup, renderApp } from '../test-support/render.tsx';
import { aSession, aUser } from '../test-support/users.ts';

const ADMIN_PATHS = [
  '/admin-dash',
  '/admin-blogs',
  '/admin-users',
  '/admin-new-blog',
  '/email-page',
  '/view-sent-emails',
  '/view-sent-email-data-page/e-1',
  '/admin-messages',
];

const sentEmail = {
  _id: 'e-1',
  to: 'b@example.com',
  from: 'a@example.com',
  subject: 'Hi',
  body: '<p>Hi</p>',
  read: false,
};

/** The server, for screens that only need to render: one sent e-mail, and an empty page of any list. */
function emptyServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const path = String(input);
      if (path.startsWith('/api/emails/single/')) return Response.json(sentEmail);
      if (path.startsWith('/api/users/me')) return Response.json(aUser({ isAdmin: true }));
      return Response.json({ items: [], total: 0, page: 1, pageSize: 50 });
    }),
  );
}

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('the admin screens', () => {
  it.each(ADMIN_PATHS)('%s renders for an admin', async (path) => {
    signIn(aSession({ isAdmin: true, name: 'Grace Hopper' }));
    emptyServer();
    const { router, container } = await renderApp(path);
    await act(async () => {});
    expect(router.state.location.pathname).toBe(path);
    expect(container.querySelector('main h1')?.textContent).toBeTruthy();
    expect(container.textContent).not.toContain('page not found');
  });

  it.each(ADMIN_PATHS)('%s sends a signed-in user who is not an admin home', async (path) => {
    signIn(aSession());
    emptyServer();
    const { router } = await renderApp(path);
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(ADMIN_PATHS)('%s sends a visitor to sign in', async (path) => {
    const { router } = await renderApp(path);
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});
