// @vitest-environment jsdom
/// <reference lib="dom" />
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../router.ts';
import { signIn, signOut } from '../../state/session.ts';
import { type FakeCall, fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, render, settle } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { ADMIN_OFFLINE } from '../admin/AdminOfflineNotice.tsx';
import { EMAIL_NOT_FOUND } from './SentEmailPage.tsx';
import { admin, aSentEmail, buttonNamed, goOffline, openAsAdmin } from './test-lists.ts';

afterEach(() => {
  cleanup();
  signOut();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const fields = (container: HTMLElement) =>
  Object.fromEntries(
    Array.from(container.querySelectorAll('.sent-email__fields dt'), (dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );

/**
 * GET /api/emails/single/e-1 as the server answers it (services/mail/sent-emails.ts): the first opening
 * marks the e-mail read, and every try sent with that opening's Idempotency-Key hears "not read". The first
 * `lost` answers never arrive, as when the network drops after the server has done its work.
 */
function openingServer(lost = 0) {
  let firstKey: string | null | undefined;
  let tries = 0;
  return (call: FakeCall) => {
    const key = call.headers.get('idempotency-key');
    const first = firstKey === undefined || (key !== null && key === firstKey);
    if (firstKey === undefined) firstKey = key;
    if (tries++ < lost) return new TypeError('Failed to fetch');
    return { json: aSentEmail({ read: !first }) };
  };
}

describe('SentEmailPage', () => {
  it('shows TO, FROM, SUBJECT, READ as answered, the body as HTML and a way back', async () => {
    const { container, api } = await openAsAdmin('/view-sent-email-data-page/e-1', {
      'GET /api/emails/single/e-1': { json: aSentEmail() },
    });
    expect(fields(container)).toEqual({
      TO: 'ada@example.com',
      FROM: 'blog@example.com',
      SUBJECT: 'Your summer trip to Lisbon is booked',
      READ: 'not read',
    });
    expect(container.querySelector('.sent-email__body')?.innerHTML).toBe('<p>Hi Ada</p><br><p>Bye</p>');
    expect(container.querySelector('a[href="/view-sent-emails"]')).not.toBeNull();
    expect(api.called('GET /api/emails/single/e-1')).toHaveLength(1);
  });

  it('asks once: the network coming back does not open the e-mail a second time', async () => {
    const { container, api } = await openAsAdmin('/view-sent-email-data-page/e-1', {
      'GET /api/emails/single/e-1': { json: aSentEmail() },
    });
    await act(async () => goOffline());
    expect(container.querySelector('.admin-offline')?.textContent).toContain(ADMIN_OFFLINE);
    vi.restoreAllMocks();
    await act(async () => window.dispatchEvent(new Event('online')));
    await settle();
    expect(api.called('GET /api/emails/single/e-1')).toHaveLength(1);
    expect(fields(container).READ).toBe('not read');
  });

  it('shows "not read" on the first opening even when the call goes twice (React dev effects)', async () => {
    signIn(aSession(admin, 'tok-admin'));
    const api = fakeApi({
      'GET /api/users/me': { json: admin },
      'GET /api/emails/single/e-1': openingServer(),
    });
    const router = createAppRouter(
      createMemoryHistory({ initialEntries: ['/view-sent-email-data-page/e-1'] }),
    );
    const { container } = await render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    await act(() => router.load());
    await settle();
    const calls = api.called('GET /api/emails/single/e-1');
    expect(calls.length).toBeGreaterThan(1);
    expect(new Set(calls.map((c) => c.headers.get('idempotency-key'))).size).toBe(1);
    expect(fields(container).READ).toBe('not read');
  });

  it('shows "not read" when the first answer was lost and the admin tries again', async () => {
    const { container, api } = await openAsAdmin('/view-sent-email-data-page/e-1', {
      'GET /api/emails/single/e-1': openingServer(1),
    });
    expect(container.querySelector('.admin-offline')).not.toBeNull();
    await click(buttonNamed(container, 'try again'));
    await settle();
    expect(fields(container).READ).toBe('not read');
    const [lostTry, retry] = api.called('GET /api/emails/single/e-1');
    expect(retry?.headers.get('idempotency-key')).toBe(lostTry?.headers.get('idempotency-key'));
  });

  it('shows "read" on a later opening', async () => {
    const server = openingServer();
    await openAsAdmin('/view-sent-email-data-page/e-1', { 'GET /api/emails/single/e-1': server });
    cleanup();
    const { container } = await openAsAdmin('/view-sent-email-data-page/e-1', {
      'GET /api/emails/single/e-1': server,
    });
    expect(fields(container).READ).toBe('read');
  });

  it('says plainly when there is no such e-mail', async () => {
    const { container } = await openAsAdmin('/view-sent-email-data-page/nope', {
      'GET /api/emails/single/nope': { status: 404, json: { message: 'E-mail not found' } },
    });
    expect(container.querySelector('main h1')?.textContent).toBe(EMAIL_NOT_FOUND);
    expect(container.querySelector('a[href="/view-sent-emails"]')).not.toBeNull();
  });

  it("shows the error page with the server's message on another refusal", async () => {
    const { container } = await openAsAdmin('/view-sent-email-data-page/e-1', {
      'GET /api/emails/single/e-1': { status: 500, json: { message: 'Database down' } },
    });
    expect(container.querySelector('.admin-error [role="alert"]')?.textContent).toBe('Database down');
  });

  it('opened offline says so and asks once the network is back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container, api } = await openAsAdmin('/view-sent-email-data-page/e-1', {
      'GET /api/emails/single/e-1': { json: aSentEmail({ read: true }) },
    });
    expect(container.querySelector('.admin-offline')).not.toBeNull();
    expect(api.called('GET /api/emails/single/e-1')).toHaveLength(0);
    vi.restoreAllMocks();
    await act(async () => window.dispatchEvent(new Event('online')));
    await settle();
    expect(fields(container).READ).toBe('read');
  });
});
