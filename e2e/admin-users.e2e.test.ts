// The admin dashboard and users screen end to end: headless Chromium on a 360 px phone against the real
// server and the production build, signed in as the seeded super admin. The tests run in order and
// share one context, like one admin's visit; a plain user is turned away at the end.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { type Cast, registerCast, serverTotal, usersScreen } from './admin-users-support';
import { expectNoBlockingViolations, expectNoSidewaysScroll, newAxeContext } from './axe';
import { type Harness, PHONE, startHarness } from './harness';
import { expectShownFor, installClock } from './held-clock';
import { callApiAs, signIn } from './session';

const OFFLINE = 'You are offline. Admin screens need the network';

describe('admin dashboard and users', () => {
  let harness: Harness;
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cast: Cast;
  let screen: ReturnType<typeof usersScreen>;

  async function openUsers() {
    await page.goto(`${server.url}/admin-users`);
    await page.locator('main tbody tr').first().waitFor();
  }

  async function serverUser(id: string): Promise<{ isSuspended: boolean }> {
    return (await callApiAs(page, server.url, `/api/admin/users/${id}`)).json();
  }

  beforeAll(async () => {
    harness = await startHarness();
    ({ server, browser } = harness);
    cast = await registerCast(server.url);
    context = await newAxeContext(browser, { viewport: PHONE });
    await installClock(context);
    page = await context.newPage();
    screen = usersScreen(page);
  });
  afterAll(() => harness?.close());

  it('finds users by name, by e-mail and by each filter', async () => {
    await signIn(page, server.url);
    await openUsers();
    const everyone = ['Nina Plain', 'Bea Both', 'Adam Keeper', 'Suzy Paused', 'Demo User', 'Admin'];
    await expect.poll(screen.names).toEqual(everyone);
    expect(await screen.count()).toBe('6 users');
    await screen.search('nina');
    await expect.poll(screen.names).toEqual(['Nina Plain']);
    expect(await screen.count()).toBe('1 user');
    await screen.search(cast.suspended.email.slice(0, 10));
    await expect.poll(screen.names).toEqual(['Suzy Paused']);
    await screen.search('');
    await screen.filter('suspended');
    await expect.poll(screen.names).toEqual(['Bea Both', 'Suzy Paused']);
    await screen.filter('admin');
    await expect.poll(screen.names).toEqual(['Bea Both', 'Adam Keeper', 'Admin']);
    await screen.filter('both');
    await expect.poll(screen.names).toEqual(['Bea Both']);
    expect(new URL(page.url()).searchParams.get('filter')).toBe('both');
    await screen.search('nobody-at-all');
    await expect.poll(screen.count).toBe('no users to show!');
    // The address keeps the list: a reload shows the same search and filter.
    await page.reload();
    await expect.poll(screen.count).toBe('no users to show!');
    await screen.search('');
    await screen.filter('all');
    await expect.poll(screen.names).toEqual(everyone);
  });

  it('suspends and unsuspends a user; the own row has no suspend button', async () => {
    expect(
      await screen
        .row('Admin')
        .getByRole('button', { name: /suspend/ })
        .count(),
    ).toBe(0);
    expect(
      await screen
        .row('Admin')
        .getByRole('button', { name: /^delete/ })
        .count(),
    ).toBe(0);
    await screen.rowButton('Nina Plain', 'suspend').click();
    await screen.rowButton('Nina Plain', 'unsuspend').waitFor();
    await page.getByText('Nina Plain suspended').waitFor();
    expect((await serverUser(cast.plain._id)).isSuspended).toBe(true);
    await screen.rowButton('Nina Plain', 'unsuspend').click();
    await screen.rowButton('Nina Plain', 'suspend').waitFor();
    expect((await serverUser(cast.plain._id)).isSuspended).toBe(false);
  });

  it('creates a user: different passwords are refused for 4 s, then the user is created', async () => {
    await page.getByRole('button', { name: 'new user', exact: true }).click();
    const dialog = screen.dialog();
    await dialog.getByLabel('name', { exact: true }).fill('Cy Created');
    await dialog.getByLabel('email', { exact: true }).fill('cy.created@example.com');
    await dialog.getByLabel('password', { exact: true }).fill('long-enough-1');
    await dialog.getByLabel('confirm password', { exact: true }).fill('long-enough-2');
    const banner = dialog.locator('.user-banner');
    await expectShownFor(page, banner, 4000, async () => {
      await dialog.getByRole('button', { name: 'create user' }).click();
      await banner.waitFor();
      expect(await banner.textContent()).toBe('Passwords must match... ');
    });

    await dialog.getByLabel('confirm password', { exact: true }).fill('long-enough-1');
    await dialog.getByRole('button', { name: 'create user' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('created user Cy Created').waitFor();
    await expect.poll(async () => (await screen.names())[0]).toBe('Cy Created');
  });

  it('shows the dashboard tiles with their counts, each leading to its screen', async () => {
    await page.goto(`${server.url}/admin-dash`);
    const tile = (label: string) =>
      page.locator('main .dash-tile').filter({ hasText: new RegExp(`^${label}`) });
    const users = String(await serverTotal(server.url, '/api/admin/users/'));
    await expect.poll(() => tile('users').locator('.dash-tile__count').textContent()).toBe(users);
    expect(users).toBe('7');
    expect(await tile('blogs').locator('.dash-tile__count').textContent()).toBe('0');
    await expectNoBlockingViolations(page);
    await expectNoSidewaysScroll(page, '/admin-dash');
    const leads: [string, string][] = [
      ['blogs', '/admin-blogs'],
      ['users', '/admin-users'],
      ['new blog', '/admin-new-blog'],
      ['sent emails', '/view-sent-emails'],
      ['email signups', '/email-page'],
      ['contact messages', '/admin-messages'],
    ];
    for (const [label, path] of leads) {
      await tile(label).click();
      await page.waitForURL(`${server.url}${path}`);
      await page.goBack();
      await tile(label).waitFor();
    }
    await tile('new user').click();
    await page.waitForURL(`${server.url}/admin-users?create=true`);
    await screen.dialog().getByRole('heading', { name: 'create new user' }).waitFor();
  });

  it('passes axe with each dialog open on a phone, and never scrolls sideways', async () => {
    await expectNoBlockingViolations(page);
    await expectNoSidewaysScroll(page, 'create user dialog');
    await screen.dialog().getByRole('button', { name: 'cancel' }).click();
    await openUsers();
    await expectNoBlockingViolations(page);
    await expectNoSidewaysScroll(page, '/admin-users');
    const dialogs = [
      ['update', 'update Bea Both'],
      ['delete', 'delete user?'],
      ['send e-mail', 'send email'],
    ] as const;
    for (const [action, heading] of dialogs) {
      await screen.rowButton('Bea Both', action).click();
      await screen.dialog().getByRole('heading', { name: heading }).waitFor();
      await expectNoBlockingViolations(page);
      await expectNoSidewaysScroll(page, `${action} dialog`);
      await page.keyboard.press('Escape');
      await screen.dialog().waitFor({ state: 'detached' });
    }
  });

  it('deletes a user after typing their name', async () => {
    await screen.rowButton('Cy Created', 'delete').click();
    const dialog = screen.dialog();
    const confirm = dialog.getByRole('button', { name: 'delete user' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("type that user's name to confirm").fill('Cy Created');
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await screen.names()).includes('Cy Created')).toBe(false);
  });

  it('offline: the plain notice, the list kept, writes refused up front', async () => {
    await context.setOffline(true);
    try {
      await page.getByText(OFFLINE).waitFor();
      expect(await screen.names()).toContain('Nina Plain');
      await screen.rowButton('Nina Plain', 'suspend').click();
      await page.getByText('You are offline, so nothing was changed.').waitFor();
    } finally {
      await context.setOffline(false);
    }
    await page.getByText(OFFLINE).waitFor({ state: 'detached' });
    expect((await serverUser(cast.plain._id)).isSuspended).toBe(false);
  });

  it('shows the error page, with its message, lock and way back, when the users cannot be fetched', async () => {
    const refused = /\/api\/admin\/users\//;
    await context.route(refused, (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong on our side' } }),
    );
    try {
      await page.goto(`${server.url}/admin-dash`);
      await page.getByRole('heading', { name: 'something went wrong' }).waitFor();
      expect(await page.locator('main [role="alert"]').textContent()).toBe(
        'Something went wrong on our side',
      );
      expect(await page.locator('main svg.admin-error__lock').count()).toBe(1);
      await expectNoBlockingViolations(page);
      await expectNoSidewaysScroll(page, 'the admin error page');
    } finally {
      await context.unroute(refused);
    }
    await page.locator('main').getByRole('link', { name: 'back' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('sends a signed-in user who is not an admin away from the admin screens', async () => {
    const other = await browser.newContext({ viewport: PHONE });
    try {
      const visitor = await other.newPage();
      await signIn(visitor, server.url, cast.plain);
      for (const path of ['/admin-users', '/admin-dash']) {
        await visitor.goto(`${server.url}${path}`);
        await visitor.waitForURL(`${server.url}/`);
      }
    } finally {
      await other.close();
    }
  });
});
