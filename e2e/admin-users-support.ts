// The admin users suite's cast and screen: users registered through the API and given their flags by the
// seeded super admin, and locators for the users screen as a person reads it.
import type { Locator, Page } from 'playwright-core';
import { type Registered, registerUser } from './accounts-api';
import { callApi, loginToken } from './session';

export interface Cast {
  suspended: Registered;
  admin: Registered;
  both: Registered;
  plain: Registered;
}

/** Changes a user as the seeded super admin would from the update dialog. */
export async function setUser(baseUrl: string, id: string, changes: Record<string, unknown>): Promise<void> {
  const res = await callApi(baseUrl, await loginToken(baseUrl), `/api/admin/users/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(changes),
  });
  if (!res.ok) throw new Error(`update user: ${res.status} ${await res.text()}`);
}

/** Registers four users, oldest first: one suspended, one admin, one both, one plain. */
export async function registerCast(baseUrl: string): Promise<Cast> {
  const suspended = await registerUser(baseUrl, 'Suzy Paused');
  const admin = await registerUser(baseUrl, 'Adam Keeper');
  const both = await registerUser(baseUrl, 'Bea Both');
  const plain = await registerUser(baseUrl, 'Nina Plain');
  await setUser(baseUrl, suspended._id, { isSuspended: true });
  await setUser(baseUrl, admin._id, { isAdmin: true });
  await setUser(baseUrl, both._id, { isAdmin: true, isSuspended: true });
  return { suspended, admin, both, plain };
}

/** How many items an admin list holds, as the server counts them. */
export async function serverTotal(baseUrl: string, path: string): Promise<number> {
  const res = await callApi(baseUrl, await loginToken(baseUrl), `${path}?limit=1`);
  if (!res.ok) throw new Error(`count ${path}: ${res.status}`);
  return ((await res.json()) as { total: number }).total;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function usersScreen(page: Page) {
  const main = page.locator('main');
  const ownName = (name: string) => new RegExp(`^${literal(name)}( \\(you\\))?$`);
  const row = (name: string): Locator =>
    main.locator('tbody tr').filter({ has: page.locator('th', { hasText: ownName(name) }) });
  return {
    /** The names of the rows shown, in order ("(you)" left off). */
    names: async () =>
      (await main.locator('tbody th').allTextContents()).map((name) => name.replace(/ \(you\)$/, '')),
    row,
    /** A row's button by its words (each also names the row's user for screen readers). */
    rowButton: (name: string, label: string): Locator =>
      row(name).getByRole('button', { name: new RegExp(`^${label} `) }),
    count: () => main.locator('.admin-list__count').textContent(),
    search: (text: string) => main.getByLabel('search by name or email', { exact: true }).fill(text),
    filter: (value: string) => main.getByLabel('show', { exact: true }).selectOption(value),
    dialog: () => page.locator('[role="dialog"], [role="alertdialog"]'),
  };
}
