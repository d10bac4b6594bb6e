// Helpers for the tests of the mail and message screens: a server page of items, and an admin on a screen.
import { vi } from 'vitest';
import type { Page } from '../../../../shared/api/admin-lists.ts';
import type { SentEmail } from '../../../../shared/api/mailing.ts';
import { signIn } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderApp, settle } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';

export const admin = aUser({ _id: 'u-admin', name: 'Grace Admin', isAdmin: true });

export function pageOf<T>(items: T[], overrides: Partial<Page<T>> = {}): { json: Page<T> } {
  return { json: { items, total: items.length, page: 1, pageSize: 50, ...overrides } };
}

export async function openAsAdmin(path: string, routes: Parameters<typeof fakeApi>[0]) {
  signIn(aSession(admin, 'tok-admin'));
  const api = fakeApi({ 'GET /api/users/me': { json: admin }, ...routes });
  const rendered = await renderApp(path);
  await settle();
  return { ...rendered, api };
}

/** Makes the browser report no network, and tells the app as the browser would. */
export function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

export const rowsOf = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.children, (cell) => cell.textContent?.trim() ?? ''),
  );

export const buttonNamed = (container: Element, name: string) =>
  Array.from(container.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );

export const aSentEmail = (overrides: Partial<SentEmail> = {}): SentEmail => ({
  _id: 'e-1',
  to: 'ada@example.com',
  from: 'blog@example.com',
  subject: 'Your summer trip to Lisbon is booked',
  body: '<p>Hi Ada</p><br><p>Bye</p>',
  read: false,
  createdAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});
