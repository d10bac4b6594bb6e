// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR } from '../../api/client.ts';
import { demoNotice } from '../../state/demo-notice.ts';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, field, fillIn, press, render, settle } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { FETCHING } from '../alerts/loading-texts.ts';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import { FORMATTING_HINT } from './email-body.ts';
import { SendEmailModal } from './SendEmailModal.tsx';
import { EMAIL_FAILED, EMAIL_SENT, SEND_OFFLINE } from './use-send-email.ts';

afterEach(() => {
  cleanup();
  signOut();
  clearToasts();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const TARGET = { 'POST /api/emails/user': { json: { to: 'ada@example.com', from: 'blog@example.com' } } };
const sendButton = (c: HTMLElement) => c.querySelector<HTMLButtonElement>('button[type="submit"]');
const button = (c: HTMLElement, text: string) =>
  Array.from(c.querySelectorAll('button')).find((b) => b.textContent === text);
const toastTexts = () => toasts.items.map((t) => [t.text, t.tone]);

async function typeBody(container: HTMLElement, value: string) {
  const area = container.querySelector('textarea');
  if (!area) throw new Error('no body');
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function openModal(routes: Parameters<typeof fakeApi>[0] = {}, demo = false) {
  signIn(aSession({ isAdmin: true, isDemoUser: demo }));
  const api = fakeApi({ ...TARGET, ...routes });
  const onClose = vi.fn();
  const { container } = await render(<SendEmailModal to="ada@example.com" onClose={onClose} />);
  await settle();
  return { container, api, onClose };
}

async function write(container: HTMLElement, subject: string, body: string) {
  await fillIn(field(container, 'Subject'), subject);
  await typeBody(container, body);
}

describe('SendEmailModal', () => {
  it('asks the server for the addresses and shows them read-only, with the logging footer', async () => {
    const { container, api } = await openModal();
    expect(api.called('POST /api/emails/user')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(field(container, 'To')).toMatchObject({ value: 'ada@example.com', readOnly: true });
    expect(field(container, 'From')).toMatchObject({ value: 'blog@example.com', readOnly: true });
    expect(container.textContent).toContain('All emails are logged on the server.');
    const hint = container.querySelector('textarea')?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hint)?.textContent).toBe(FORMATTING_HINT);
    expect(document.activeElement).toBe(field(container, 'Subject'));
  });

  it('says so while the addresses load, and shows a refusal in the dialog', async () => {
    let refuse: (answer: { status: number; json: unknown }) => void = () => {};
    const { container } = await openModal({
      'POST /api/emails/user': () => new Promise((resolve) => (refuse = resolve)),
    });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(FETCHING);
    await act(async () => refuse({ status: 403, json: { message: 'Admins only' } }));
    await settle();
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Admins only');
    // A plain no: asking again would get the same answer, so the dialog does not offer it.
    expect(button(container, 'try again')).toBeUndefined();
    await write(container, 'Hi', 'Hello');
    expect(sendButton(container)?.disabled).toBe(true);
  });

  it('offers "try again" when the server failed, and the From once it answers', async () => {
    let fail = true;
    const { container } = await openModal({
      'POST /api/emails/user': () =>
        fail
          ? { status: 503, json: { message: 'Busy, try again' } }
          : { json: { to: 'ada@example.com', from: 'blog@example.com' } },
    });
    expect(container.querySelector('[role="status"]')?.textContent).toContain('Busy, try again');
    fail = false;
    await click(button(container, 'try again'));
    await settle();
    expect(field(container, 'From')).toMatchObject({ value: 'blog@example.com' });
  });

  it('says so when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container, api } = await openModal();
    expect(api.calls).toHaveLength(0);
    expect(container.querySelector('[role="status"]')?.textContent).toContain(SEND_OFFLINE);
  });

  it.each([
    ['', ''],
    ['Hi', ''],
    ['', 'Hello'],
    ['   ', 'Hello'],
    ['Hi', ' \n\t '],
  ])('keeps Send disabled for subject %j and body %j', async (subject, body) => {
    const { container } = await openModal();
    await write(container, subject, body);
    expect(sendButton(container)?.disabled).toBe(true);
    await write(container, 'Hi', 'Hello');
    expect(sendButton(container)?.disabled).toBe(false);
  });

  it('sends the paragraph conversion with a key, says Sending..., then toasts and closes', async () => {
    let answer: (value: { status: number; json: unknown }) => void = () => {};
    const { container, api, onClose } = await openModal({
      'POST /api/emails/user/send': () => new Promise((resolve) => (answer = resolve)),
    });
    await write(container, '  News  ', 'Hi Ada\nWelcome <aboard>\n\nBye');
    await click(sendButton(container));
    expect(sendButton(container)).toMatchObject({ textContent: 'Sending...', disabled: true });
    await click(sendButton(container));
    const sends = api.called('POST /api/emails/user/send');
    expect(sends).toHaveLength(1);
    expect(sends[0]?.body).toEqual({
      from: 'blog@example.com',
      to: 'ada@example.com',
      subject: 'News',
      text: '<p>Hi Ada</p><p>Welcome &lt;aboard&gt;</p><br><p>Bye</p>',
    });
    expect(sends[0]?.headers.get('Idempotency-Key')).toMatch(/^[\x21-\x7e]{1,256}$/);
    await act(async () => answer({ status: 201, json: {} }));
    await settle();
    expect(toastTexts()).toEqual([[EMAIL_SENT, 'success']]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('on failure toasts (styled as success), keeps the text and retries with the same key', async () => {
    const { container, api, onClose } = await openModal({
      'POST /api/emails/user/send': new TypeError('Failed to fetch'),
    });
    await write(container, 'News', 'Hello');
    await click(sendButton(container));
    await settle();
    expect(toastTexts()).toEqual([[EMAIL_FAILED, 'success']]);
    expect(container.querySelector('.send-email__problem')?.textContent).toBe(NETWORK_ERROR);
    expect(onClose).not.toHaveBeenCalled();
    expect(sendButton(container)).toMatchObject({ textContent: 'Send', disabled: false });
    await click(sendButton(container));
    await settle();
    await write(container, 'News!', 'Hello');
    await click(sendButton(container));
    await settle();
    const keys = api.called('POST /api/emails/user/send').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('closes on Cancel and on Escape without sending', async () => {
    const { container, api, onClose } = await openModal();
    await click(button(container, 'Cancel'));
    await press('Escape');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(api.called('POST /api/emails/user/send')).toHaveLength(0);
  });

  it('refuses to send offline, with the reason in the dialog', async () => {
    const { container, api } = await openModal();
    await write(container, 'News', 'Hello');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await click(sendButton(container));
    expect(api.called('POST /api/emails/user/send')).toHaveLength(0);
    expect(container.querySelector('.send-email__problem')?.textContent).toBe(SEND_OFFLINE);
  });

  it('shows a demo admin the From, and at Send the demo notice only', async () => {
    const { container, api, onClose } = await openModal({}, true);
    expect(field(container, 'From')).toMatchObject({ value: 'blog@example.com' });
    expect(container.querySelector('.send-email__state')).toBeNull();
    await write(container, 'News', 'Hello');
    await click(sendButton(container));
    expect(demoNotice.visible).toBe(true);
    expect(container.querySelector('.send-email__problem')?.textContent).toBe('');
    expect(api.called('POST /api/emails/user/send')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
