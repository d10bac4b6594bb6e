// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIER_REQUIRED } from '../../../../shared/messages.ts';
import { session, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, field, fillIn, renderApp, settle } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { preloadSyncRuntime } from '../sync/start-sync-signed-in.ts';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import { DEMO_ACCOUNT_NOTE, DEMO_NAME } from './register-prefill.ts';
import { REGISTER_ALERT_MS } from './register-rules.ts';

// Watched, not run: when the page asks for the sync engine is part of a new account's time to its first sync.
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

async function fillForm(container: HTMLElement, tier: string) {
  await fillIn(field(container, 'name'), 'Ada Lovelace');
  await fillIn(field(container, 'email'), 'ada@example.com');
  await fillIn(field(container, 'password'), 'correct-horse');
  await fillIn(field(container, 'confirm password'), 'correct-horse');
  await fillIn(field(container, 'day'), '10');
  await fillIn(field(container, 'month'), '12');
  await fillIn(field(container, 'year'), '1990');
  await fillIn(field(container, 'tier'), tier);
  await click(field(container, 'I accept the terms and conditions'));
}

const submit = (container: HTMLElement) => click(container.querySelector('main button[type="submit"]'));
const alertText = (container: HTMLElement) => container.querySelector('main [role="alert"]')?.textContent;
const statusText = (container: HTMLElement) =>
  container.querySelector('main .form-alert-slot [role="status"]')?.textContent;
const DEMO_EMAIL = 'demo@example.com';
const values = (container: HTMLElement) =>
  ['name', 'email', 'password', 'confirm password', 'day', 'month', 'year', 'tier'].map(
    (label) => field(container, label).value,
  );

describe('RegisterPage', () => {
  it('has a labelled field for each SPEC input and the tier options', async () => {
    const { container } = await renderApp('/register');
    const labels = Array.from(container.querySelectorAll('main label'), (l) => l.textContent);
    expect(labels).toEqual([
      'name',
      'email',
      'password',
      'confirm password',
      'day',
      'month',
      'year',
      'tier',
      'I accept the terms and conditions',
      'join our mailing list',
    ]);
    const options = Array.from((field(container, 'tier') as HTMLSelectElement).options, (o) => o.text);
    expect(options).toEqual(['choose', 'free', 'prem']);
    // The terms open beside the form, which keeps what was typed.
    const terms = container.querySelector('main label a');
    expect([terms?.textContent, terms?.getAttribute('href'), terms?.getAttribute('target')]).toEqual([
      'terms and conditions',
      '/terms',
      '_blank',
    ]);
  });

  it('clamps day and month and moves focus on at two digits', async () => {
    const { container } = await renderApp('/register');
    const day = field(container, 'day');
    day.focus();
    await fillIn(day, '45');
    expect(day.value).toBe('31');
    expect(document.activeElement).toBe(field(container, 'month'));
    await fillIn(field(container, 'month'), '13');
    expect(field(container, 'month').value).toBe('12');
    expect(document.activeElement).toBe(field(container, 'year'));
    await fillIn(field(container, 'year'), '199012');
    expect(field(container, 'year').value).toBe('1990');
  });

  it('selects the prefilled part focus moves on to, so the next digits replace it', async () => {
    fakeApi({ 'GET /api/users/demo': { json: { email: DEMO_EMAIL } } });
    const { container } = await renderApp('/register');
    await settle();
    const selected = (label: string) => {
      const input = field(container, label) as HTMLInputElement;
      return [document.activeElement === input, input.selectionStart, input.selectionEnd];
    };
    field(container, 'day').focus();
    await fillIn(field(container, 'day'), '15');
    expect(selected('month')).toEqual([true, 0, 2]);
    await fillIn(field(container, 'month'), '08');
    expect(selected('year')).toEqual([true, 0, 4]);
  });

  it('asks for a tier for 2.5 s and sends nothing', async () => {
    const api = fakeApi({});
    const { container } = await renderApp('/register');
    await fillForm(container, '');
    vi.useFakeTimers();
    await submit(container);
    expect(alertText(container)).toBe(TIER_REQUIRED);
    await act(async () => vi.advanceTimersByTime(2499));
    expect(alertText(container)).toBe(TIER_REQUIRED);
    await act(async () => vi.advanceTimersByTime(1));
    expect(alertText(container)).toBe('');
    expect(api.called('POST /api/users')).toEqual([]);
  });

  it('starts with the demo values, like the sign-in form (SPEC §2), the tier left to choose', async () => {
    fakeApi({ 'GET /api/users/demo': { json: { email: DEMO_EMAIL } } });
    const { container } = await renderApp('/register');
    await settle();
    expect(values(container)).toEqual([DEMO_NAME, DEMO_EMAIL, '1', '1', '01', '06', '1990', '']);
  });

  it('keeps a late demo e-mail out of the field the visitor is typing in', async () => {
    let answer: (value: { json: unknown }) => void = () => {};
    fakeApi({ 'GET /api/users/demo': () => new Promise((resolve) => (answer = resolve)) });
    const { container } = await renderApp('/register');
    await settle();
    const email = field(container, 'email');
    await act(async () => email.focus());
    await act(async () => answer({ json: { email: DEMO_EMAIL } }));
    await settle();
    expect(email.value).toBe('');
  });

  it('says how to use the demo account when its values are sent, and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/users/demo': { json: { email: DEMO_EMAIL } } });
    const { container, router } = await renderApp('/register');
    await settle();
    vi.useFakeTimers();
    await submit(container);
    expect(statusText(container)).toBe(`${DEMO_ACCOUNT_NOTE} sign in with it on the login page`);
    expect(alertText(container)).toBe('');
    expect(api.called('POST /api/users')).toEqual([]);
    // It is guidance with a link to follow, not a failure: it stays until the form is edited.
    await act(async () => vi.advanceTimersByTime(REGISTER_ALERT_MS * 4));
    expect(statusText(container)).toContain(DEMO_ACCOUNT_NOTE);
    vi.useRealTimers();
    await click(container.querySelector('main .form-alert-slot a[href="/sign-in"]'));
    await settle();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('retires the word about the demo account once the visitor types their own details', async () => {
    fakeApi({ 'GET /api/users/demo': { json: { email: DEMO_EMAIL } } });
    const { container } = await renderApp('/register');
    await settle();
    await submit(container);
    expect(statusText(container)).toContain(DEMO_ACCOUNT_NOTE);
    await fillIn(field(container, 'email'), 'ada@example.com');
    expect(statusText(container)).toBe('');
    await submit(container);
    expect(alertText(container)).toBe(TIER_REQUIRED);
  });

  it('fetches the sync engine while the server creates the account, not for a form it refuses', async () => {
    let answer: (value: { status: number; json: unknown }) => void = () => {};
    fakeApi({ 'POST /api/users': () => new Promise((resolve) => (answer = resolve)) });
    const preload = vi.mocked(preloadSyncRuntime);
    preload.mockClear();
    const { container } = await renderApp('/register');
    await fillForm(container, '');
    await submit(container);
    expect(alertText(container)).toBe(TIER_REQUIRED);
    expect(preload).not.toHaveBeenCalled();
    await fillIn(field(container, 'tier'), 'free');
    await submit(container);
    expect(preload).toHaveBeenCalledTimes(1);
    answer({ status: 409, json: { message: 'That e-mail is already registered' } });
    await settle();
  });

  it('moves the focus to the field a problem is about', async () => {
    fakeApi({ 'POST /api/users': { status: 409, json: { message: 'That e-mail is already registered' } } });
    const { container } = await renderApp('/register');
    await fillForm(container, '');
    await submit(container);
    expect(alertText(container)).toBe(TIER_REQUIRED);
    expect(document.activeElement).toBe(field(container, 'tier'));

    await fillIn(field(container, 'tier'), 'free');
    await fillIn(field(container, 'confirm password'), 'other-horse');
    await submit(container);
    expect(alertText(container)).toBe('Passwords must match');
    expect(document.activeElement).toBe(field(container, 'confirm password'));

    await fillIn(field(container, 'confirm password'), 'correct-horse');
    await submit(container);
    await settle();
    expect(alertText(container)).toBe('That e-mail is already registered');
    expect(document.activeElement).toBe(field(container, 'email'));
  });

  it("shows the server's refusal for 2.5 s", async () => {
    fakeApi({ 'POST /api/users': { status: 409, json: { message: 'That e-mail is already registered' } } });
    const { container } = await renderApp('/register');
    await fillForm(container, 'prem');
    vi.useFakeTimers();
    await submit(container);
    await settle();
    expect(alertText(container)).toBe('That e-mail is already registered');
    await act(async () => vi.advanceTimersByTime(2500));
    expect(alertText(container)).toBe('');
    expect(session.user).toBeNull();
  });

  it('registers, stores the session, sends the welcome call, toasts and goes home', async () => {
    const api = fakeApi({
      'POST /api/users': { status: 201, json: aSession({ name: 'Ada Lovelace', logins: 0 }, 'tok-new') },
      'POST /api/users/welcome': { json: { msg: 'welcome sent' } },
    });
    const { container, router } = await renderApp('/register');
    await fillForm(container, 'free');
    await submit(container);
    await settle();

    expect(api.called('POST /api/users')[0]?.body).toMatchObject({
      name: 'Ada Lovelace',
      dob: '1990-12-10',
      day: '10',
      month: '12',
      year: '1990',
      tier: 'free',
      terms: true,
      emailList: false,
    });
    expect(api.called('POST /api/users/welcome')[0]?.headers.get('authorization')).toBe('Bearer tok-new');
    expect(session.token).toBe('tok-new');
    expect(toasts.items.map((t) => t.text)).toEqual(['Registered new user: Ada Lovelace']);
    expect(router.state.location.pathname).toBe('/');
    expect(container.querySelector('main h1')?.textContent).toBe('welcome Ada');
  });
});
