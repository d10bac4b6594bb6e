// The accounts feature end to end: headless Chromium on a phone-sized screen against the real server and
// the production build. The tests run in order and share one browser context, like one person's visit.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOTICE, TIER_REQUIRED } from '../shared/messages';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { type Harness, PHONE, startHarness } from './harness';
import { clickSignOut } from './header';
import { expectShownFor, installClock } from './held-clock';
import { untilControlled } from './service-worker';
import { SESSION_KEY, submitSignIn } from './session';

describe('accounts', () => {
  let harness: Harness;
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `ada-${Date.now()}@example.com`;
  const password = 'correct-horse-battery';

  const path = () => new URL(page.url()).pathname;
  const heading = () => page.locator('main h1');
  const submit = () => page.locator('main button[type="submit"]').click();
  const field = (label: string) => page.getByLabel(label, { exact: true });

  beforeAll(async () => {
    harness = await startHarness();
    ({ server, browser } = harness);
    context = await browser.newContext({ viewport: PHONE });
    await installClock(context);
    page = await context.newPage();
  });
  afterAll(() => harness?.close());

  it('takes a date of birth typed straight through the prefilled day, month and year', async () => {
    await page.goto(`${server.url}/register`);
    await expect.poll(() => field('day').inputValue()).toBe('01');
    await field('day').selectText();
    await page.keyboard.type('15081985');
    expect([await field('day').inputValue(), await field('month').inputValue()]).toEqual(['15', '08']);
    expect(await field('year').inputValue()).toBe('1985');
  });

  it('registers once the tier is chosen and lands home with a first welcome', async () => {
    await page.goto(`${server.url}/register`);
    await field('name').fill('Ada Lovelace');
    await field('email').fill(email);
    await field('password').fill(password);
    await field('confirm password').fill(password);
    await field('day').fill('10');
    await field('month').fill('12');
    await field('year').fill('1990');
    await field('I accept the terms and conditions').check();
    await submit();
    await page.getByRole('alert').filter({ hasText: TIER_REQUIRED }).waitFor();
    expect(path()).toBe('/register');

    await field('tier').selectOption('free');
    await submit();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => heading().textContent()).toBe('welcome Ada');
    await page.getByText('Registered new user: Ada Lovelace').waitFor();
  });

  it('signs out to /sign-in and signs in again with "welcome back"', async () => {
    await clickSignOut(page);
    await page.waitForURL(`${server.url}/sign-in`);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();

    await submitSignIn(page, { email, password });
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => heading().textContent()).toBe('welcome back Ada');
    await page.getByText('Signed in as: Ada Lovelace').waitFor();
  });

  it('changes the name on /my-account, and a reload keeps the session', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'my account' }).click();
    await page.waitForURL(`${server.url}/my-account`);
    await field('new name').fill('Augusta King');
    await page.getByRole('button', { name: 'change name' }).click();
    await page.getByText('Name changed to Augusta King').waitFor();
    await expect.poll(() => page.locator('.site-header__name').textContent()).toBe('Augusta');

    await page.reload();
    await expect.poll(() => heading().textContent()).toBe('my account');
    expect(path()).toBe('/my-account');
    expect(await page.locator('.site-header__name').textContent()).toBe('Augusta');

    await untilControlled(page, 20_000);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect.poll(() => heading().textContent()).toBe('my account');
      expect(await page.locator('.site-header__name').textContent()).toBe('Augusta');
    } finally {
      await context.setOffline(false);
    }
  });

  it('sends a signed-out deep link to /sign-in and back after signing in', async () => {
    await clickSignOut(page);
    await page.waitForURL(`${server.url}/sign-in`);
    await page.goto(`${server.url}/my-account`);
    await page.waitForURL(/\/sign-in\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/my-account');

    await submitSignIn(page, { email, password });
    await page.waitForURL(`${server.url}/my-account`);
    await expect.poll(() => heading().textContent()).toBe('my account');
  });

  it('lets the demo user sign in with the prefilled form and blocks a write with the 3 s notice', async () => {
    await clickSignOut(page);
    await page.waitForURL(`${server.url}/sign-in`);
    await expect.poll(() => field('email').inputValue()).toBe('demo@example.com');
    expect(await field('password').inputValue()).toBe('1');
    await submit();
    await page.waitForURL(`${server.url}/`);

    await page.goto(`${server.url}/my-account`);
    await field('new name').fill('Someone Else');
    await expectShownFor(page, page.getByText(DEMO_NOTICE), 3000, () =>
      page.getByRole('button', { name: 'change name' }).click(),
    );
  });
});
