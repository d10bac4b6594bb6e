// Signing in as a test account, through the sign-in form or the API, and calling the API with its token.
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN } from './harness';

/** The localStorage key under which the PWA keeps the signed-in session. */
export const SESSION_KEY = 'travel-blog:user:session';

export interface Account {
  email: string;
  password: string;
}

/** The session as the PWA stores it in localStorage. */
export interface StoredSession {
  token: string;
  user: { name: string };
}

/** Fills the sign-in form on the current page with the account's e-mail and password and submits it. */
export async function submitSignIn(page: Page, account: Account = ADMIN): Promise<void> {
  await page.getByLabel('email', { exact: true }).fill(account.email);
  await page.getByLabel('password', { exact: true }).fill(account.password);
  await page.locator('main button[type="submit"]').click();
}

/** Signs in through /sign-in (the admin unless told) and waits for the home page. */
export async function signIn(page: Page, baseUrl: string, account: Account = ADMIN): Promise<void> {
  await page.goto(`${baseUrl}/sign-in`);
  // The form's alerts last 2.5 s: kept here, so a sign-in that fails can say what it was told.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { signInAlerts: string[] }).signInAlerts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('main [role="alert"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await submitSignIn(page, account);
  try {
    await page.waitForURL(`${baseUrl}/`);
  } catch (error) {
    // A sign-in that never lands says where the page stayed and what it showed, not only "timeout".
    const shown = await page
      .locator('main')
      .textContent({ timeout: 1000 })
      .catch(() => '(no main)');
    const alerts = await page
      .evaluate(() => (window as unknown as { signInAlerts?: string[] }).signInAlerts ?? [])
      .catch(() => []);
    throw new Error(
      `signing in as ${account.email} stayed on ${page.url()} showing: ${shown}; alerts: ${JSON.stringify(alerts)}`,
      { cause: error },
    );
  }
}

/** The session the page holds in localStorage ({} when signed out, so its fields are then undefined). */
export function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as StoredSession, SESSION_KEY);
}

/** The bearer token of the session the page holds. */
export async function sessionToken(page: Page): Promise<string> {
  return (await storedSession(page)).token;
}

async function login(
  baseUrl: string,
  account: Account,
): Promise<{ token: string; [field: string]: unknown }> {
  const answer = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  // A refusal (a rate limit, a changed password) is said here rather than as a later 401.
  if (!answer.ok) throw new Error(`login as ${account.email}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/** Signs in through POST /api/users/login (the admin unless told) and answers the token. */
export async function loginToken(baseUrl: string, account: Account = ADMIN): Promise<string> {
  return (await login(baseUrl, account)).token;
}

/** Signs in through the API and answers the session as the PWA keeps it (state/session.ts signIn). */
export async function storedSessionFor(baseUrl: string, account: Account): Promise<string> {
  const { token, ...user } = await login(baseUrl, account);
  return JSON.stringify({ user, token });
}

/**
 * Puts a session (storedSessionFor) in the context's localStorage, as a device that signed in and has not
 * run the app since: from a same-origin answer that is not a page, so no service worker is registered.
 */
export async function storeSessionIn(
  context: BrowserContext,
  baseUrl: string,
  session: string,
): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, session] as const);
  } finally {
    await page.close();
  }
}

/** Calls the API at `path` with `Authorization: Bearer <token>` added to the request's headers. */
export function callApi(
  baseUrl: string,
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${baseUrl}${path}`, { ...init, headers });
}

/** Calls the API at `path` with the token of the session the page holds. */
export async function callApiAs(
  page: Page,
  baseUrl: string,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  return callApi(baseUrl, await sessionToken(page), path, init);
}
