// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Signup } from '../../../../shared/api/mailing.ts';
import { signOut } from '../../state/session.ts';
import { cleanup, click, eventually, fillIn, settle } from '../../test-support/render.tsx';
import { ADMIN_OFFLINE } from '../admin/AdminOfflineNotice.tsx';
import { FETCHING } from '../alerts/loading-texts.ts';
import { buttonNamed, goOffline, openAsAdmin, pageOf, rowsOf } from './test-lists.ts';

afterEach(() => {
  cleanup();
  signOut();
  if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const aSignup = (n: number): Signup => ({
  _id: `s-${n}`,
  name: `Reader ${n}`,
  email: `reader${n}@example.com`,
  date: 'Sat 21 Nov 2026',
  time: `9:0${n}:00`,
  terms: true,
  source: 'home',
  createdAt: '2026-11-21T09:00:00.000Z',
});

const FIRST = 'GET /api/emails?page=1';
const countLine = (c: HTMLElement) => c.querySelector('.admin-list__count')?.textContent;

describe('SignupsPage', () => {
  it('shows the loading text until the signups arrive, then the count and the rows', async () => {
    let answer: (value: ReturnType<typeof pageOf<Signup>>) => void = () => {};
    const { container } = await openAsAdmin('/email-page', {
      [FIRST]: () => new Promise((resolve) => (answer = resolve)),
    });
    expect(container.querySelector('main')?.textContent).toContain(FETCHING);
    await act(async () => answer(pageOf([aSignup(1), aSignup(2)], { total: 2 })));
    await settle();
    expect(container.querySelector('main')?.textContent).not.toContain(FETCHING);
    expect(countLine(container)).toBe('2 emails');
    expect(Array.from(container.querySelectorAll('thead th'), (th) => th.textContent)).toEqual([
      'item',
      'name',
      'email',
      'date',
      'time',
      'action',
    ]);
    expect(rowsOf(container)[0]).toEqual([
      '1',
      'Reader 1',
      'reader1@example.com',
      'Sat 21 Nov 2026',
      '9:01:00',
      'copy emailsend email',
    ]);
  });

  it.each([
    [[], 'no emails to show!'],
    [[aSignup(1)], '1 email'],
  ])('words the count for %j', async (items, text) => {
    const { container } = await openAsAdmin('/email-page', { [FIRST]: pageOf(items) });
    expect(countLine(container)).toBe(text);
  });

  it('numbers rows across pages and asks the next page from the server', async () => {
    const { container, api } = await openAsAdmin('/email-page', {
      [FIRST]: pageOf([aSignup(1)], { total: 51 }),
      'GET /api/emails?page=2': pageOf([aSignup(2)], { total: 51, page: 2 }),
    });
    expect(container.textContent).toContain('page 1 of 2');
    await click(buttonNamed(container, 'next'));
    await settle();
    expect(api.called('GET /api/emails?page=2')).toHaveLength(1);
    expect(rowsOf(container)[0]?.[0]).toBe('51');
  });

  it('searches on the server and starts again at page 1', async () => {
    const { container, api } = await openAsAdmin('/email-page', {
      [FIRST]: pageOf([aSignup(1)], { total: 51 }),
      'GET /api/emails?page=2': pageOf([aSignup(2)], { total: 51, page: 2 }),
      'GET /api/emails?q=reader2&page=1': pageOf([aSignup(2)]),
    });
    await click(buttonNamed(container, 'next'));
    await settle();
    await fillIn(container.querySelector('input[type="search"]'), 'reader2');
    await eventually(() => expect(api.called('GET /api/emails?q=reader2&page=1')).toHaveLength(1));
    await eventually(() => expect(countLine(container)).toBe('1 email'));
    expect(rowsOf(container)[0]?.[0]).toBe('1');
  });

  it("shows the error page with the server's message when the load is refused", async () => {
    const { container } = await openAsAdmin('/email-page', {
      [FIRST]: { status: 403, json: { message: 'Admins only' } },
    });
    expect(container.querySelector('.admin-error [role="alert"]')?.textContent).toBe('Admins only');
  });

  it('offline says so plainly and keeps the list on screen', async () => {
    const { container } = await openAsAdmin('/email-page', { [FIRST]: pageOf([aSignup(1)]) });
    await act(async () => goOffline());
    expect(container.querySelector('.admin-offline')?.textContent).toContain(ADMIN_OFFLINE);
    expect(rowsOf(container)).toHaveLength(1);
    expect(container.querySelector('.admin-error')).toBeNull();
  });

  it('opened offline says so rather than loading for ever', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = await openAsAdmin('/email-page', { [FIRST]: pageOf([aSignup(1)]) });
    expect(container.querySelector('.admin-offline')?.textContent).toContain(ADMIN_OFFLINE);
    expect(container.textContent).not.toContain(FETCHING);
  });

  const stubClipboard = (writeText: (text: string) => Promise<void>) => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
    });
  };

  it('copies an e-mail and says so for 2 s, over the list rather than in it', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const { container } = await openAsAdmin('/email-page', { [FIRST]: pageOf([aSignup(1)]) });
    vi.useFakeTimers();
    await click(buttonNamed(container, 'copy email reader1@example.com'));
    await settle();
    expect(writeText).toHaveBeenCalledWith('reader1@example.com');
    const notice = () => container.querySelector('.copy-notice-region [role="status"]')?.textContent;
    expect(notice()).toBe('reader1@example.com copied');
    // Nothing in the list's own flow: the notice floats (admin-mail.css), so no row moves (issue 32).
    expect(container.querySelector('.admin-list')?.textContent).not.toContain('copied');
    await act(async () => vi.advanceTimersByTime(1999));
    expect(notice()).toBe('reader1@example.com copied');
    await act(async () => vi.advanceTimersByTime(1));
    expect(notice()).toBe('');
  });

  it('shows the address to copy by hand when the clipboard refuses, until closed', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    const { container } = await openAsAdmin('/email-page', { [FIRST]: pageOf([aSignup(1)]) });
    await click(buttonNamed(container, 'copy email reader1@example.com'));
    await settle();
    const refusal = () => container.querySelector('.copy-notice-region [role="alert"]');
    expect(refusal()?.querySelector('p')?.textContent).toBe(
      'the e-mail could not be copied: reader1@example.com',
    );
    await click(buttonNamed(refusal() as HTMLElement, 'close'));
    expect(refusal()?.textContent).toBe('');
  });

  it('opens the send dialog for the signup', async () => {
    const { container, api } = await openAsAdmin('/email-page', {
      [FIRST]: pageOf([aSignup(1)]),
      'POST /api/emails/user': { json: { to: 'reader1@example.com', from: 'blog@example.com' } },
    });
    await click(buttonNamed(container, 'send email to reader1@example.com'));
    await settle();
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('send email');
    expect(api.called('POST /api/emails/user')[0]?.body).toEqual({ email: 'reader1@example.com' });
  });
});
