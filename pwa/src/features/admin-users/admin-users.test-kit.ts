// The users screen's test setup: the signed-in admin, a few users as GET /api/admin/users/ pages them,
// and ways to reach rows, buttons and dialogs as a user would.
import { act } from 'react';
import { vi } from 'vitest';
import type { Page } from '../../../../shared/api/admin-lists.ts';
import type { User } from '../../../../shared/entities/user.ts';
import { signIn } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderApp } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';

export const LIST = 'GET /api/admin/users/?page=1';

export const me = aUser({ _id: 'u-me', name: 'Root Admin', email: 'root@example.com', isAdmin: true });
export const ann = aUser({ _id: 'u-ann', name: 'Ann Lee', email: 'ann@example.com' });
export const bob = aUser({
  _id: 'u-bob',
  name: 'Bob Stone',
  email: 'bob@example.com',
  isAdmin: true,
  isSuspended: true,
});

export function aPage<T>(items: T[], overrides: Partial<Page<T>> = {}): { json: Page<T> } {
  return { json: { items, total: items.length, page: 1, pageSize: 50, ...overrides } };
}

/** Signs in as `admin` (the plain admin `me` unless told), answers `routes`, and opens `path`. */
export async function openUsers(
  routes: Parameters<typeof fakeApi>[0] = {},
  { path = '/admin-users', admin = me }: { path?: string; admin?: User } = {},
) {
  signIn(aSession(admin));
  const api = fakeApi({ [LIST]: aPage([admin, ann, bob]), ...routes });
  const rendered = await renderApp(path);
  const main = rendered.container.querySelector('main') as HTMLElement;
  const rows = () => Array.from(main.querySelectorAll('tbody tr'));
  const row = (name: string) => {
    const found = rows().find((r) => r.querySelector('th')?.textContent?.startsWith(name));
    if (!found) throw new Error(`no row for ${name}`);
    return found;
  };
  const dialog = () => document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  return { ...rendered, api, main, rows, row, dialog };
}

/** The buttons of `scope` by the words they show (a row's buttons also carry the user's name). */
export function buttonsOf(scope: ParentNode): string[] {
  return Array.from(scope.querySelectorAll('button'), (b) => b.firstChild?.textContent ?? '');
}

export function button(scope: ParentNode, label: string): HTMLButtonElement {
  const found = Array.from(scope.querySelectorAll('button')).find((b) => b.firstChild?.textContent === label);
  if (!found) throw new Error(`no button "${label}"`);
  return found;
}

export async function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  await act(async () => window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}
