// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicOutbox } from '../../data/public-outbox.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { goOffline, resetPublicOutbox } from '../../test-support/public-outbox.ts';
import {
  cleanup,
  click,
  eventually,
  field,
  fillIn,
  renderApp,
  settle,
  textsOf,
} from '../../test-support/render.tsx';
import { QUEUED_NOTE } from '../outbox/outbox-texts.ts';
import { CONTACT_ALERT_MS } from './contact-rules.ts';

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await resetPublicOutbox();
});

const mainOf = (container: HTMLElement) => {
  const main = container.querySelector('main');
  if (!main) throw new Error('no main');
  return main;
};
const alertText = (main: Element) => main.querySelector('[role="alert"]')?.textContent;
const statusText = (main: Element) => main.querySelector('.form-alert-slot [role="status"]')?.textContent;
const submit = (main: Element) => click(main.querySelector('button[type="submit"]'));
const textarea = (main: Element) => {
  const area = main.querySelector('textarea');
  if (!area) throw new Error('no message field');
  return area;
};

async function typeMessage(main: HTMLElement, text: string) {
  const area = textarea(main);
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function fillContact(main: HTMLElement) {
  await fillIn(field(main, 'first name'), 'Ada');
  await fillIn(field(main, 'last name'), 'Lovelace');
  await fillIn(field(main, 'email'), 'ada@example.com');
  await fillIn(field(main, 'phone'), '+44 20 7946 0000');
  await fillIn(field(main, 'topic'), 'billing');
  await typeMessage(main, 'Can I pay for a year at once?');
  await click(field(main, 'contact me by e-mail'));
  await click(field(main, 'accept terms'));
  await click(field(main, 'join our mailing list'));
}

const filledPayload = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  msg: 'Can I pay for a year at once?',
  about: 'billing',
  contactPhone: false,
  contactEmail: true,
  terms: true,
  mailingList: true,
};

describe('ContactPage (/ask)', () => {
  it('has a labelled field for each SPEC input, grouped, and the four topics', async () => {
    const main = mainOf((await renderApp('/ask')).container);
    expect(main.querySelector('h1')?.textContent).toBe('ask a question');
    expect(textsOf(main.querySelectorAll('label'))).toEqual([
      'first name',
      'last name',
      'email',
      'phone',
      'topic',
      'message',
      'contact me by phone',
      'contact me by e-mail',
      'accept terms',
      'join our mailing list',
    ]);
    expect(textsOf(main.querySelectorAll('legend'))).toEqual([
      'about you',
      'your question',
      'how may we reply?',
      'terms and mailing list',
    ]);
    const topics = Array.from((field(main, 'topic') as HTMLSelectElement).options, (o) => o.text);
    expect(topics).toEqual(['blogging', 'support', 'membership', 'billing']);
    expect(main.querySelectorAll('[required]')).toHaveLength(0);
  });

  it("sends the message, shows the server's thank-you for 6 s and clears the form", async () => {
    const api = fakeApi({
      'POST /api/msg/': { status: 201, json: { msg: 'Thank you Ada, we will reply soon' } },
    });
    const main = mainOf((await renderApp('/ask')).container);
    await fillContact(main);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await submit(main);
    await settle();

    const [call] = api.called('POST /api/msg/');
    expect(call?.body).toEqual(filledPayload);
    expect(call?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.calls.filter((c) => c.path.startsWith('/api/emails'))).toEqual([]);
    expect(statusText(main)).toBe('Thank you Ada, we will reply soon');
    expect(field(main, 'first name').value).toBe('');
    expect(textarea(main).value).toBe('');
    expect(field(main, 'topic').value).toBe('blogging');
    expect((field(main, 'join our mailing list') as HTMLInputElement).checked).toBe(false);

    await act(async () => vi.advanceTimersByTime(CONTACT_ALERT_MS - 1));
    expect(statusText(main)).toBe('Thank you Ada, we will reply soon');
    await act(async () => vi.advanceTimersByTime(1));
    expect(statusText(main)).toBe('');
  });

  it('sends an empty form too: no field is required', async () => {
    const api = fakeApi({ 'POST /api/msg/': { status: 201, json: { msg: 'Thank you' } } });
    const main = mainOf((await renderApp('/ask')).container);
    await submit(main);
    await settle();
    expect(api.called('POST /api/msg/')[0]?.body).toMatchObject({ firstName: '', email: '', msg: '' });
    expect(statusText(main)).toBe('Thank you');
  });

  it('shows a failure in the alert for 6 s and keeps the form', async () => {
    fakeApi({ 'POST /api/msg/': { status: 429, json: { message: 'Too many messages, try again later' } } });
    const main = mainOf((await renderApp('/ask')).container);
    await fillContact(main);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await submit(main);
    await settle();
    expect(alertText(main)).toBe('Too many messages, try again later');
    expect(field(main, 'first name').value).toBe('Ada');
    await act(async () => vi.advanceTimersByTime(CONTACT_ALERT_MS));
    expect(alertText(main)).toBe('');
  });

  it('stops an e-mail that cannot be right before sending', async () => {
    const api = fakeApi({});
    const main = mainOf((await renderApp('/ask')).container);
    await fillIn(field(main, 'email'), 'ada@');
    await submit(main);
    expect(alertText(main)).toBe('Please enter a valid e-mail address');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says up front when offline, queues the message and clears the form', async () => {
    goOffline();
    const api = fakeApi({});
    const main = mainOf((await renderApp('/ask')).container);
    expect(main.querySelector('.note--offline')?.textContent).toContain('we will send it as soon as');
    await fillContact(main);
    await submit(main);
    await eventually(() => expect(statusText(main)).toBe(QUEUED_NOTE));

    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(field(main, 'first name').value).toBe('');
    const [queued] = await publicOutbox.list();
    expect(queued).toMatchObject({ path: '/api/msg/', body: filledPayload, attempts: 0 });
    expect(queued?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("replaces the offline note with the server's msg once the queued message is sent", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fakeApi({ 'POST /api/msg/': { status: 201, json: { msg: 'Thanks Ada, we will be in touch' } } });
    const main = mainOf((await renderApp('/ask')).container);
    await fillContact(main);
    await submit(main);
    await eventually(() => expect(statusText(main)).toBe(QUEUED_NOTE));

    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await eventually(() => expect(statusText(main)).toBe('Thanks Ada, we will be in touch'));
    expect(await publicOutbox.list()).toEqual([]);
  });

  it("replaces the offline note with the server's refusal once the queued message is refused", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fakeApi({
      'POST /api/msg/': { status: 400, json: { message: 'The message can have at most 5000 characters' } },
    });
    const main = mainOf((await renderApp('/ask')).container);
    await fillContact(main);
    await submit(main);
    await eventually(() => expect(statusText(main)).toBe(QUEUED_NOTE));

    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await eventually(() => expect(alertText(main)).toBe('The message can have at most 5000 characters'));
    expect(statusText(main)).toBe('');
  });
});
