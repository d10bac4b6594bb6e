// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../state/session.ts';
import { cleanup, settle } from '../../test-support/render.tsx';
import { ADMIN_OFFLINE } from '../admin/AdminOfflineNotice.tsx';
import { EMAIL_NOT_FOUND } from './SentEmailPage.tsx';
import { aSentEmail, goOffline, openAsAdmin } from './test-lists.ts';

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
