// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TERMS_REQUIRED } from '../../../../shared/messages.ts';
import { publicOutbox } from '../../data/public-outbox.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { goOffline, resetPublicOutbox } from '../../test-support/public-outbox.ts';
import {
  cleanup,
  click,
  eventually,
  field,
  fillIn,
  render,
  renderApp,
  settle,
} from '../../test-support/render.tsx';
import { QUEUED_NOTE } from '../outbox/outbox-texts.ts';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import { MailingListForm } from './MailingListForm.tsx';
import { loadSignupRules } from './signup-check.ts';
import { SIGNUP_ALERT_MS } from './signup-rules.ts';

const stamp = {
  date: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]+ \d{4}$/),
  time: expect.stringMatching(/^\d{1,2}:\d\d:\d\d$/),
};

// The rules load when the visitor starts typing (signup-check.ts); loaded here as they would be by the
// time a visitor has filled in the form. The last test submits before they have loaded.
beforeAll(() => loadSignupRules());

afterEach(async () => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await resetPublicOutbox();
});

const alertText = (el: Element) => el.querySelector('[role="alert"]')?.textContent;
const statusText = (el: Element) => el.querySelector('[role="status"]')?.textContent;
const submit = (el: Element) => click(el.querySelector('button[type="submit"]'));

/** `eventually` for a test on fake timers: yields to IndexedDB and fetch between checks, not to a timer. */
async function untilFaked(check: () => void, rounds = 1000): Promise<void> {
  for (let round = 0; ; round++) {
    try {
      check();
      return;
    } catch (error) {
      if (round >= rounds) throw error;
    }
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

async function fillHomeForm(container: HTMLElement, email = 'ada@example.com') {
  await fillIn(field(container, 'name'), 'Ada Lovelace');
  await fillIn(field(container, 'email'), email);
  await click(field(container, 'I accept the terms and conditions'));
}

describe('home mailing-list form', () => {
  it('signs up with name, e-mail and terms and says "{name} signed up", then clears', async () => {
    const api = fakeApi({ 'POST /api/emails': { status: 201, json: { msg: 'saved', created: true } } });
    const { container } = await render(<MailingListForm variant="home" />);
    expect(Array.from(container.querySelectorAll('label'), (l) => l.textContent)).toEqual([
      'name',
      'email',
      'I accept the terms and conditions',
    ]);
    await fillHomeForm(container);
    await submit(container);
    await settle();

    expect(api.calls[0]?.body).toEqual({
      from: 'home',
      data: { name: 'Ada Lovelace', email: 'ada@example.com', terms: true, ...stamp },
    });
    expect(statusText(container)).toBe('Ada Lovelace signed up');
    expect(alertText(container)).toBe('');
    expect(field(container, 'email').value).toBe('');
    expect(field(container, 'name').value).toBe('');
    expect((field(container, 'I accept the terms and conditions') as HTMLInputElement).checked).toBe(false);
  });

  it("shows the server's word for an address already on the list, not an error", async () => {
    fakeApi({
      'POST /api/emails': { json: { msg: 'ada@example.com is already on the list', created: false } },
    });
    const { container } = await render(<MailingListForm variant="home" />);
    await fillHomeForm(container);
    await submit(container);
    await settle();
    expect(statusText(container)).toBe('ada@example.com is already on the list');
    expect(alertText(container)).toBe('');
  });

  it('holds its alerts for the 2 s of SPEC §9', () => {
    expect(SIGNUP_ALERT_MS).toBe(2000);
  });

  it('shows a failure in red for 2 s and keeps what was typed', async () => {
    fakeApi({ 'POST /api/emails': { status: 429, json: { message: 'Too many signups, try again later' } } });
    const { container } = await render(<MailingListForm variant="home" />);
    await fillHomeForm(container);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await submit(container);
    await settle();
    expect(alertText(container)).toBe('Too many signups, try again later');
    expect(container.querySelector('[role="alert"] p')?.className).toContain('form-alert--error');
    expect(field(container, 'email').value).toBe('ada@example.com');
    await act(async () => vi.advanceTimersByTime(SIGNUP_ALERT_MS - 1));
    expect(alertText(container)).toBe('Too many signups, try again later');
    await act(async () => vi.advanceTimersByTime(1));
    expect(alertText(container)).toBe('');
  });

  it('checks the e-mail before sending anything', async () => {
    const api = fakeApi({});
    const { container } = await render(<MailingListForm variant="home" />);
    await fillHomeForm(container, 'not-an-address');
    await submit(container);
    expect(alertText(container)).toBe('Please enter a valid e-mail address');
    expect(api.calls).toEqual([]);
  });

  it('shows "{name} signed up" for 2 s (SPEC §9), then nothing', async () => {
    fakeApi({ 'POST /api/emails': { status: 201, json: { msg: 'saved', created: true } } });
    const { container } = await render(<MailingListForm variant="home" />);
    await fillHomeForm(container);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await submit(container);
    await settle();
    expect(statusText(container)).toBe('Ada Lovelace signed up');
    await act(async () => vi.advanceTimersByTime(SIGNUP_ALERT_MS - 1));
    expect(statusText(container)).toBe('Ada Lovelace signed up');
    await act(async () => vi.advanceTimersByTime(1));
    expect(statusText(container)).toBe('');
  });

  it('asks for the terms, as registration does, and sends nothing without them', async () => {
    const api = fakeApi({});
    const { container } = await render(<MailingListForm variant="home" />);
    await fillIn(field(container, 'name'), 'Ada Lovelace');
    await fillIn(field(container, 'email'), 'ada@example.com');
    await submit(container);
    expect(alertText(container)).toBe(TERMS_REQUIRED);
    expect(document.activeElement).toBe(field(container, 'I accept the terms and conditions'));
    expect(container.querySelector('label a')?.getAttribute('href')).toBe('/terms');
    expect(api.calls).toEqual([]);
  });

  it('moves the focus to the field a problem is about', async () => {
    fakeApi({});
    const { container } = await render(<MailingListForm variant="home" />);
    await fillHomeForm(container, 'not-an-address');
    field(container, 'name').focus();
    await submit(container);
    expect(alertText(container)).toBe('Please enter a valid e-mail address');
    expect(document.activeElement).toBe(field(container, 'email'));
  });

  it('retires the success note once the visitor types again', async () => {
    fakeApi({ 'POST /api/emails': { status: 201, json: { msg: 'saved', created: true } } });
    const { container } = await render(<MailingListForm variant="home" />);
    await fillHomeForm(container);
    await submit(container);
    await settle();
    expect(statusText(container)).toBe('Ada Lovelace signed up');
    await fillIn(field(container, 'email'), 'g');
    expect(statusText(container)).toBe('');
  });

  it('queues the signup offline and says so', async () => {
    goOffline();
    const api = fakeApi({});
    const { container } = await render(<MailingListForm variant="home" />);
    await fillHomeForm(container);
    await submit(container);
    await eventually(() => expect(statusText(container)).toBe(QUEUED_NOTE));

    expect(api.calls).toEqual([]);
    expect(field(container, 'email').value).toBe('');
    const [queued] = await publicOutbox.list();
    expect(queued).toMatchObject({
      path: '/api/emails',
      body: { from: 'home', data: { name: 'Ada Lovelace', email: 'ada@example.com', terms: true } },
      attempts: 0,
    });
  });
});

describe('footer mailing-list form', () => {
  const footerOf = (container: HTMLElement) => {
    const footer = container.querySelector('footer');
    if (!footer) throw new Error('no footer');
    return footer;
  };

  const fillFooter = async (footer: HTMLElement) => {
    await fillIn(field(footer, 'e-mail address'), 'grace@example.com');
    await click(field(footer, 'I accept the terms'));
  };

  it('asks only for the e-mail and the terms on every page and says "you are now signed up!"', async () => {
    const api = fakeApi({
      'POST /api/emails/footer': { status: 201, json: { msg: 'saved', created: true } },
    });
    const { container } = await renderApp('/faqs');
    const footer = footerOf(container);
    expect(Array.from(footer.querySelectorAll('label'), (l) => l.textContent)).toEqual([
      'e-mail address',
      'I accept the terms',
    ]);
    await fillFooter(footer);
    await submit(footer);
    await settle();

    expect(api.called('POST /api/emails/footer')[0]?.body).toEqual({
      name: '',
      email: 'grace@example.com',
      terms: true,
      ...stamp,
    });
    expect(statusText(footer)).toBe('you are now signed up!');
    expect(field(footer, 'e-mail address').value).toBe('');
  });

  it('sends a signup queued offline once the browser is back online, with a toast', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = fakeApi({
      'POST /api/emails/footer': { status: 201, json: { msg: 'saved', created: true } },
    });
    const { container } = await renderApp('/terms');
    const footer = footerOf(container);
    await fillFooter(footer);
    await submit(footer);
    await eventually(() => expect(statusText(footer)).toBe(QUEUED_NOTE));
    const [queued] = await publicOutbox.list();
    expect(api.calls).toEqual([]);

    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await eventually(() => expect(toasts.items.map((t) => t.text)).toEqual(['your signup was sent']));
    expect(api.calls.map((c) => [c.path, c.headers.get('idempotency-key')])).toEqual([
      ['/api/emails/footer', queued?.idempotencyKey],
    ]);
    expect(await publicOutbox.list()).toEqual([]);
  });

  it('replaces the offline note with the success once the queued signup is sent, for 2 s', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fakeApi({ 'POST /api/emails/footer': { status: 201, json: { msg: 'saved', created: true } } });
    const { container } = await renderApp('/terms');
    const footer = footerOf(container);
    await fillFooter(footer);
    await submit(footer);
    await eventually(() => expect(statusText(footer)).toBe(QUEUED_NOTE));

    // Fake clocks from here, so the 2 s are counted exactly; the outbox's database work runs on its own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await untilFaked(() => expect(statusText(footer)).toBe('you are now signed up!'));
    await act(async () => vi.advanceTimersByTime(SIGNUP_ALERT_MS - 1));
    expect(statusText(footer)).toBe('you are now signed up!');
    await act(async () => vi.advanceTimersByTime(1));
    expect(statusText(footer)).toBe('');
  });

  it("replaces the offline note with the server's refusal once the queued signup is refused", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fakeApi({ 'POST /api/emails/footer': { status: 400, json: { message: 'That address is not allowed' } } });
    const { container } = await renderApp('/terms');
    const footer = footerOf(container);
    await fillFooter(footer);
    await submit(footer);
    await eventually(() => expect(statusText(footer)).toBe(QUEUED_NOTE));

    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await eventually(() => expect(alertText(footer)).toBe('That address is not allowed'));
    expect(statusText(footer)).toBe('');
  });
});
