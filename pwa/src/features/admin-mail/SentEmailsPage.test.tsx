// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../state/session.ts';
import { cleanup, click, settle } from '../../test-support/render.tsx';
import { ADMIN_OFFLINE } from '../admin/AdminOfflineNotice.tsx';
import { FETCHING } from '../alerts/loading-texts.ts';
import { aSentEmail, goOffline, openAsAdmin, pageOf, rowsOf } from './test-lists.ts';

afterEach(() => {
  cleanup();
  signOut();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const FIRST = 'GET /api/emails/sent?page=1';

describe('SentEmailsPage', () => {
  it('lists the sent e-mails with a short subject that links to each one, and the read flag', async () => {
    const { container } = await openAsAdmin('/view-sent-emails', {
      [FIRST]: pageOf([aSentEmail(), aSentEmail({ _id: 'e-2', subject: 'Short one', read: true })]),
    });
    expect(container.querySelector('.admin-list__count')?.textContent).toBe('2 emails');
    expect(Array.from(container.querySelectorAll('thead th'), (th) => th.textContent)).toEqual([
      'item',
      'to',
      'from',
      'subject',
      'read',
    ]);
    expect(rowsOf(container)).toEqual([
      ['1', 'ada@example.com', 'blog@example.com', 'Your summer trip to ...', 'not read'],
      ['2', 'ada@example.com', 'blog@example.com', 'Short one', 'read'],
    ]);
    const links = Array.from(container.querySelectorAll('tbody a'), (a) => a.getAttribute('href'));
    expect(links).toEqual(['/view-sent-email-data-page/e-1', '/view-sent-email-data-page/e-2']);
  });

  it('opens an e-mail from its row', async () => {
    const { container, router } = await openAsAdmin('/view-sent-emails', {
      [FIRST]: pageOf([aSentEmail()]),
      'GET /api/emails/single/e-1': { json: aSentEmail() },
    });
    await click(container.querySelector('tbody a'));
    await settle();
    expect(router.state.location.pathname).toBe('/view-sent-email-data-page/e-1');
  });

  it('shows the loading text, the error page on a refusal, and the notice offline', async () => {
    let refuse: (answer: { status: number; json: unknown }) => void = () => {};
    const refused = await openAsAdmin('/view-sent-emails', {
      [FIRST]: () => new Promise((resolve) => (refuse = resolve)),
    });
    expect(refused.container.textContent).toContain(FETCHING);
    await act(async () => refuse({ status: 500, json: { message: 'Boom' } }));
    await settle();
    expect(refused.container.querySelector('.admin-error [role="alert"]')?.textContent).toBe('Boom');
    cleanup();

    const { container } = await openAsAdmin('/view-sent-emails', { [FIRST]: pageOf([aSentEmail()]) });
    await act(async () => goOffline());
    expect(container.querySelector('.admin-offline')?.textContent).toContain(ADMIN_OFFLINE);
    expect(rowsOf(container)).toHaveLength(1);
  });
});
