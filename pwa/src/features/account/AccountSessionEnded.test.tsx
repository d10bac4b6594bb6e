// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_ERROR } from '../../api/client.ts';
import { expireSession, signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, field, fillIn, renderApp, settle } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('the account page after the session ended', () => {
  it('stays open, and an account change says it needs a fresh sign-in without calling the server', async () => {
    signIn(aSession({ name: 'Ada Lovelace' }));
    expireSession();
    const api = fakeApi({});
    const { container, router } = await renderApp('/my-account');
    expect(router.state.location.pathname).toBe('/my-account');
    const names = Array.from(container.querySelectorAll<HTMLElement>('main section')).find(
      (s) => s.querySelector('h2')?.textContent === 'change name',
    );
    if (!names) throw new Error('no "change name" section');
    await fillIn(field(names, 'new name'), 'Ada King');
    await click(Array.from(names.querySelectorAll('button')).find((b) => b.textContent === 'change name'));
    await settle();
    expect(names.querySelector('[role="alert"]')?.textContent).toBe(SESSION_ENDED_ERROR);
    expect(api.calls).toHaveLength(0);
  });
});
