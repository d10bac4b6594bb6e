// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR } from '../../api/client.ts';
import { session, signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, field, fillIn, renderApp, settle } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';
import { preloadSyncRuntime } from '../sync/start-sync-signed-in.ts';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import { loadLoginRules, loginProblem } from './login-check.ts';

// The real rules, watched: when the page asks for them is part of its first-visit cost.
vi.mock('./login-check.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./login-check.ts')>();
  return { ...real, loadLoginRules: vi.fn(real.loadLoginRules), loginProblem: vi.fn(real.loginProblem) };
});

// Watched, not run: when the page asks for the sync engine is part of a sign-in's time to its first sync.
vi.mock('../sync/start-sync-signed-in.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../sync/start-sync-signed-in.ts')>()),
  preloadSyncRuntime: vi.fn(),
}));

afterEach(() => {
  cleanup();
  signOut();
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const submit = (container: HTMLElement) => click(container.querySelector('main button[type="submit"]'));
const alertText = (container: HTMLElement) => container.querySelector('main [role="alert"]')?.textContent;
const demo = { 'GET /api/users/demo': { json: { email: 'demo@example.com' } } };

async function openSignIn(path = '/sign-in') {
  const rendered = await renderApp(path);
  // The page loads its rules (zod) when the visitor starts on the form; typing takes longer than that.
  await loadLoginRules();
  await settle();
  return rendered;
}

describe('SignInPage', () => {
  it('fetches its rules (and zod) when the visitor starts on the form, not while the page loads', async () => {
    fakeApi(demo);
    const rules = vi.mocked(loadLoginRules);
    rules.mockClear();
    const { container } = await renderApp('/sign-in');
    await settle();
    expect(rules).not.toHaveBeenCalled();
    await act(async () => field(container, 'password').focus());
    expect(rules).toHaveBeenCalled();
  });

  it('fetches the sync engine when the visitor starts on the form, so it is in when the server answers', async () => {
    fakeApi(demo);
    const preload = vi.mocked(preloadSyncRuntime);
    preload.mockClear();
    const { container } = await renderApp('/sign-in');
    await settle();
    expect(preload).not.toHaveBeenCalled();
    await act(async () => field(container, 'email').focus());
    expect(preload).toHaveBeenCalled();
  });

  it('comes prefilled with the demo account', async () => {
    fakeApi(demo);
    const { container } = await openSignIn();
    expect(field(container, 'email').value).toBe('demo@example.com');
    expect(field(container, 'password').value).toBe('1');
  });

  it('leaves the e-mail empty when the demo account cannot be fetched', async () => {
    fakeApi({ 'GET /api/users/demo': new TypeError('Failed to fetch') });
    const { container } = await openSignIn();
    expect(field(container, 'email').value).toBe('');
    expect(field(container, 'password').value).toBe('1');
  });

  it('keeps the demo e-mail out of a form the visitor is already on', async () => {
    // A late answer dropped into the focused, empty field would have the visitor's typing join it.
    let answer: (value: { json: unknown }) => void = () => {};
    fakeApi({ 'GET /api/users/demo': () => new Promise((resolve) => (answer = resolve)) });
    const { container } = await openSignIn();
    const email = field(container, 'email');
    await act(async () => email.focus());
    await act(async () => answer({ json: { email: 'demo@example.com' } }));
    await settle();
    expect(email.value).toBe('');
    await fillIn(email, 'ann@example.com');
    expect(email.value).toBe('ann@example.com');
  });

  it('says that signing in needs a connection when offline', async () => {
    fakeApi({});
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { container } = await openSignIn();
      expect(container.querySelector('main .note--offline')?.textContent).toContain(
        'Signing in needs a connection',
      );
      expect(container.querySelector<HTMLButtonElement>('main button[type="submit"]')?.disabled).toBe(true);
    } finally {
      onLine.mockRestore();
    }
  });

  it('says the server cannot be reached when its rules cannot be fetched, and sends nothing', async () => {
    const api = fakeApi(demo);
    const { container } = await openSignIn();
    vi.mocked(loginProblem).mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    await submit(container);
    await settle();
    expect(alertText(container)).toBe(NETWORK_ERROR);
    expect(api.called('POST /api/users/login')).toHaveLength(0);
  });

  it('shows a failure above the form for 2.5 s and stops loading', async () => {
    fakeApi({
      ...demo,
      'POST /api/users/login': { status: 401, json: { message: 'Invalid e-mail or password' } },
    });
    const { container } = await openSignIn();
    vi.useFakeTimers();
    await submit(container);
    await settle();
    const form = container.querySelector('main form');
    const alert = container.querySelector('main [role="alert"]');
    expect(alert?.textContent).toBe('Invalid e-mail or password');
    expect(
      alert && form && alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(container.querySelector<HTMLButtonElement>('main button[type="submit"]')?.textContent).toBe(
      'login',
    );
    await act(async () => vi.advanceTimersByTime(2500));
    expect(alertText(container)).toBe('');
  });

  it('signs in, toasts and goes home', async () => {
    const api = fakeApi({
      ...demo,
      'POST /api/users/login': { json: aSession({ name: 'Ada Lovelace', logins: 2 }) },
    });
    const { container, router } = await openSignIn();
    await fillIn(field(container, 'email'), 'ada@example.com');
    await fillIn(field(container, 'password'), 'correct-horse');
    await submit(container);
    await settle();
    expect(api.called('POST /api/users/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct-horse',
    });
    expect(toasts.items.map((t) => t.text)).toEqual(['Signed in as: Ada Lovelace']);
    expect(router.state.location.pathname).toBe('/');
    expect(container.querySelector('main h1')?.textContent).toBe('welcome back Ada');
  });

  it('returns to the guarded page the user was sent away from', async () => {
    fakeApi({
      ...demo,
      'POST /api/users/login': { json: aSession() },
      'GET /api/users/me': { json: aUser() },
    });
    const { container, router } = await openSignIn('/my-account');
    expect(router.state.location.pathname).toBe('/sign-in');
    await submit(container);
    await settle();
    expect(router.state.location.pathname).toBe('/my-account');
    // The account screen's code loads on the way there (lazy routes).
    await eventually(() => expect(container.querySelector('main h1')?.textContent).toBe('my account'));
  });

  it('checks the stored token on start and, when it is refused, stays on the page and offers to sign in again', async () => {
    signIn(aSession({ _id: 'u-1' }));
    const api = fakeApi({
      ...demo,
      'GET /api/users/me': { status: 401, json: { message: 'Please sign in again' } },
    });
    const { container, router } = await openSignIn('/my-account');
    await settle();
    expect(api.called('GET /api/users/me')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/my-account');
    expect(session.user?._id).toBe('u-1');
    expect(session.token).toBeNull();
    const link = container.querySelector<HTMLAnchorElement>('.session-banner a');
    expect(link?.textContent).toBe('sign in again');
    expect(link?.getAttribute('href')).toBe('/sign-in?redirect=%2Fmy-account');
  });
});
