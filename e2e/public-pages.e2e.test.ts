// The public pages end to end: the three mailing-list forms, the register page's list box and the contact
// form against the real server (the admin's signup list shows each source), the 6 s contact alert, the
// FAQ accordion by mouse and keyboard, the terms, the header adverts, an offline signup that is delivered
// once the browser is back online, and axe-core on every public page. Phone-sized screen throughout.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { blockingViolations, describeViolations, expectNoSidewaysScroll, withAxePage } from './axe';
import { type Harness, PHONE, startHarness } from './harness';
import { clickSignOut } from './header';
import { expectShownFor, installClock } from './held-clock';
import { untilControlled } from './service-worker';
import { callApi, loginToken } from './session';

const QUEUED_NOTE = 'You are offline — we will send this as soon as you are back online.';
// The last one is no page at all: a visitor who follows a dead link sees the not-found page.
const PUBLIC_PAGES = ['/', '/faqs', '/ask', '/terms', '/sign-in', '/register', '/no-such-page'];

describe('public pages', () => {
  let harness: Harness;
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminToken = '';
  const stamp = Date.now();
  const emails = {
    home: `home-${stamp}@example.com`,
    footer: `footer-${stamp}@example.com`,
    regPage: `register-${stamp}@example.com`,
    msgPage: `ask-${stamp}@example.com`,
    offline: `offline-${stamp}@example.com`,
  };

  const main = () => page.locator('main');
  const footer = () => page.getByRole('contentinfo');
  const field = (scope: ReturnType<Page['locator']>, label: string) =>
    scope.getByLabel(label, { exact: true });

  /** The admin's view of the mailing list: e-mail → source tag. */
  async function storedSources(): Promise<Record<string, string>> {
    const res = await callApi(server.url, adminToken, '/api/emails');
    expect(res.status).toBe(200);
    const signups: { email: string; source: string }[] = await res.json();
    return Object.fromEntries(signups.map((s) => [s.email, s.source]));
  }

  beforeAll(async () => {
    harness = await startHarness();
    ({ server, browser } = harness);
    adminToken = await loginToken(server.url);
    context = await browser.newContext({ viewport: PHONE });
    await installClock(context);
    page = await context.newPage();
  });
  afterAll(() => harness?.close());

  it('signs up from the home hero with "{name} signed up"', async () => {
    await page.goto(server.url);
    await field(main(), 'name').fill('Ann Home');
    await field(main(), 'email').fill(emails.home);
    await field(main(), 'I accept the terms and conditions').check();
    await main().getByRole('button', { name: 'sign up' }).click();
    await main().getByRole('status').filter({ hasText: 'Ann Home signed up' }).waitFor();
    expect(await field(main(), 'email').inputValue()).toBe('');

    // The same address again is the server's news, not an error.
    await field(main(), 'email').fill(emails.home);
    await field(main(), 'I accept the terms and conditions').check();
    await main().getByRole('button', { name: 'sign up' }).click();
    await main()
      .getByRole('status')
      .filter({ hasText: `${emails.home} is already on the list` })
      .waitFor();
    expect(await main().getByRole('alert').textContent()).toBe('');
  });

  it('signs up from the footer with "you are now signed up!"', async () => {
    await page.goto(`${server.url}/faqs`);
    await field(footer(), 'e-mail address').fill(emails.footer);
    await field(footer(), 'I accept the terms').check();
    await footer().getByRole('button', { name: 'sign up' }).click();
    await footer().getByRole('status').filter({ hasText: 'you are now signed up!' }).waitFor();
  });

  it('shows a bad e-mail in red for 2 s', async () => {
    await field(footer(), 'e-mail address').fill('not-an-address');
    await expectShownFor(page, footer().locator('.form-alert--error'), 2000, () =>
      footer().getByRole('button', { name: 'sign up' }).click(),
    );
  });

  it('joins the list while registering', async () => {
    await page.goto(`${server.url}/register`);
    await field(main(), 'name').fill('Reg Page');
    await field(main(), 'email').fill(emails.regPage);
    await field(main(), 'password').fill('correct-horse-battery');
    await field(main(), 'confirm password').fill('correct-horse-battery');
    await field(main(), 'day').fill('10');
    await field(main(), 'month').fill('12');
    await field(main(), 'year').fill('1990');
    await field(main(), 'tier').selectOption('free');
    await field(main(), 'I accept the terms and conditions').check();
    await field(main(), 'join our mailing list').check();
    await main().locator('button[type="submit"]').click();
    await page.waitForURL(`${server.url}/`);
    await clickSignOut(page);
    await page.waitForURL(`${server.url}/sign-in`);
  });

  it('sends a contact message, shows the thank-you for 6 s and clears the form', async () => {
    await page.goto(`${server.url}/ask`);
    await field(main(), 'first name').fill('Ada');
    await field(main(), 'last name').fill('Lovelace');
    await field(main(), 'email').fill(emails.msgPage);
    await field(main(), 'topic').selectOption('membership');
    await field(main(), 'message').fill('Can I move from the free tier to prem later?');
    await field(main(), 'contact me by e-mail').check();
    await field(main(), 'accept terms').check();
    await field(main(), 'join our mailing list').check();
    const thanks = main().locator('.form-alert--success');
    await expectShownFor(page, thanks, 6000, async () => {
      await main().getByRole('button', { name: 'send message' }).click();
      await thanks.waitFor();
      expect(await thanks.textContent()).toBe(
        'Thank you Ada, your message has been sent. We will get back to you soon.',
      );
      expect(await field(main(), 'first name').inputValue()).toBe('');
      expect(await field(main(), 'message').inputValue()).toBe('');
      expect(await field(main(), 'join our mailing list').isChecked()).toBe(false);
    });
  });

  it('stores every signup with the source of its form', async () => {
    const sources = await storedSources();
    expect({
      home: sources[emails.home],
      footer: sources[emails.footer],
      regPage: sources[emails.regPage],
      msgPage: sources[emails.msgPage],
    }).toEqual({ home: 'home', footer: 'footer', regPage: 'regPage', msgPage: 'msgPage' });
  });

  it('queues a footer signup made offline and delivers it once back online', async () => {
    await page.goto(`${server.url}/terms`);
    await untilControlled(page, 20_000);
    await context.setOffline(true);
    try {
      // A cold start offline: the page comes from the service worker, the form still works.
      await page.reload();
      await field(footer(), 'e-mail address').fill(emails.offline);
      await field(footer(), 'I accept the terms').check();
      await footer().getByRole('button', { name: 'sign up' }).click();
      await footer().getByRole('status').filter({ hasText: QUEUED_NOTE }).waitFor();
      expect((await storedSources())[emails.offline]).toBeUndefined();
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole('status').filter({ hasText: 'your signup was sent' }).waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await storedSources())[emails.offline], { timeout: 10_000 })
      .toBe('footer');
  });

  it('opens one FAQ answer at a time, by mouse and by keyboard', async () => {
    await page.goto(`${server.url}/faqs`);
    const questions = main().locator('.accordion__button');
    const expanded = () => questions.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')));
    const answer = (name: string) => main().getByRole('region', { name });

    await questions.nth(0).click();
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false']);
    expect(await answer('how do i start blogging').isVisible()).toBe(true);
    await questions.nth(1).click();
    expect(await expanded()).toEqual(['false', 'true', 'false', 'false']);
    expect(await answer('how do i start blogging').isVisible()).toBe(false);

    await questions.nth(1).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await expanded()).toEqual(['false', 'false', 'true', 'false']);
    await page.keyboard.press('Space');
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false']);
    await page.keyboard.press('End');
    await page.keyboard.press('Space');
    expect(await expanded()).toEqual(['false', 'false', 'false', 'true']);
    expect(await answer('how many images can i upload').isVisible()).toBe(true);
  });

  it('shows the terms in eight numbered sections', async () => {
    await page.goto(`${server.url}/terms`);
    // The page is drawn after the load event (its screen's chunk comes in first): wait for it.
    await main().locator('h1').waitFor();
    expect(await main().locator('ol > li > h2').allTextContents()).toEqual([
      'introduction and acceptance',
      'user accounts',
      'acceptable use',
      'intellectual property',
      'disclaimers',
      'termination',
      'governing law',
      'changes',
    ]);
  });

  it('shows header adverts to visitors on /, /sign-in and /register only', async () => {
    const advertOn = async (path: string) => {
      await page.goto(`${server.url}${path}`);
      await main().locator('h1').waitFor();
      return page.getByRole('banner').locator('.header-advert').count();
    };
    for (const path of ['/', '/sign-in', '/register']) expect(await advertOn(path)).toBe(1);
    for (const path of ['/faqs', '/ask', '/terms']) expect(await advertOn(path)).toBe(0);
  });

  it('fits a 360 px screen without sideways scrolling', async () => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${server.url}${path}`);
      await main().locator('h1').waitFor();
      await expectNoSidewaysScroll(page, path);
    }
  });

  it('has no serious or critical axe violations on the public pages', async () => {
    await withAxePage(browser, { viewport: PHONE }, async (axePage) => {
      const found: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await axePage.goto(`${server.url}${path}`);
        await axePage.locator('main h1').waitFor();
        const violations = await blockingViolations(axePage);
        if (violations.length) found.push(`${path}\n${describeViolations(violations)}`);
      }
      if (found.length) console.log(found.join('\n\n'));
      expect(found).toEqual([]);
    });
  });

  it('shows the fallback error page when a screen cannot load, readable, with a way home', async () => {
    // A screen's code that cannot be fetched (a new release while the worker is not yet in control):
    // the router's fallback takes the page, with the error's own message.
    await withAxePage(browser, { viewport: PHONE, serviceWorkers: 'block' }, async (axePage, axeContext) => {
      await axeContext.route(/\/assets\/FaqPage-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
      await axePage.goto(`${server.url}/faqs`);
      await axePage.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
      expect(await axePage.locator('main .error-page__summary').textContent()).toMatch(/\S/);
      const violations = await blockingViolations(axePage);
      expect(violations, describeViolations(violations)).toEqual([]);
      await expectNoSidewaysScroll(axePage, 'the fallback error page');
      await axePage.getByRole('link', { name: 'back to home' }).click();
      await axePage.waitForURL(`${server.url}/`);
    });
  });
});
