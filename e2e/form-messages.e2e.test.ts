// Form messages end to end on a 390 px phone (issue 15, bugs 4, 5 and 9): headless Chromium against the
// real server and the production build. A register problem is shown where the visitor is, with the focus
// on the field it is about; the register form starts with the demo values and says how to use the demo
// account; a home signup queued offline has its note replaced by the success once it is sent.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIER_REQUIRED } from '../shared/messages';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { expectNoBlockingViolations, newAxeContext } from './axe';
import { ADMIN, type Harness, startHarness } from './harness';
import { untilControlled } from './service-worker';
import { callApi, loginToken } from './session';

const PHONE_390 = { width: 390, height: 844 };
const QUEUED_NOTE = 'You are offline — we will send this as soon as you are back online.';

// The page's globals as seen from Node (tsconfig.node.json has no DOM library).
interface FocusWindow {
  document: { activeElement: unknown };
}

describe('form messages on a phone', () => {
  let harness: Harness;
  let server: ServerProcess;
  let context: BrowserContext;
  let page: Page;
  const stamp = Date.now();

  const main = () => page.locator('main');
  const field = (label: string) => main().getByLabel(label, { exact: true });
  const submitRegister = () => main().getByRole('button', { name: 'register', exact: true }).click();
  const hasFocus = (target: Locator) =>
    target.evaluate((el) => el === (globalThis as unknown as FocusWindow).document.activeElement);

  /** Wholly inside the window: a message the visitor can read without scrolling. */
  async function expectInView(target: Locator) {
    const box = await target.boundingBox();
    if (!box) throw new Error('not shown');
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE_390.height);
  }

  /** The register form filled with a new visitor's details, the tier left on "choose". */
  async function fillRegister(email: string) {
    await field('name').fill('Rosa Phone');
    await field('email').fill(email);
    await field('password').fill('correct-horse-battery');
    await field('confirm password').fill('correct-horse-battery');
    await field('I accept the terms and conditions').check();
  }

  beforeAll(async () => {
    harness = await startHarness();
    server = harness.server;
    context = await newAxeContext(harness.browser, { viewport: PHONE_390 });
    page = await context.newPage();
  });
  afterAll(() => harness?.close());

  it('shows a register problem in view, announced, with the focus on its field', async () => {
    await page.goto(`${server.url}/register`);
    await fillRegister(`rosa-${stamp}@example.com`);
    await submitRegister();
    const alert = main().getByRole('alert').filter({ hasText: TIER_REQUIRED });
    await alert.waitFor();
    expect(await main().locator('.form-alert-slot [role="alert"]').getAttribute('aria-live')).toBe(
      'assertive',
    );
    await expectInView(alert);
    expect(await hasFocus(field('tier'))).toBe(true);
    await expectInView(field('tier'));
    await expectNoBlockingViolations(page);
    // SPEC §5: 2.5 s, now seen.
    await alert.waitFor({ state: 'detached', timeout: 4000 });

    // The server's refusal: in view too, the focus on the e-mail.
    await field('tier').selectOption('free');
    await field('email').fill(ADMIN.email);
    await submitRegister();
    const taken = main().getByRole('alert').filter({ hasText: 'That e-mail is already registered' });
    await taken.waitFor();
    await expectInView(taken);
    expect(await hasFocus(field('email'))).toBe(true);
  });

  it('starts with the demo values and says how to use the demo account when they are sent', async () => {
    const demo: { email: string } = await (await fetch(`${server.url}/api/users/demo`)).json();
    await page.goto(`${server.url}/register`);
    await expect.poll(() => field('email').inputValue()).toBe(demo.email);
    expect(await field('password').inputValue()).toBe('1');
    await submitRegister();
    const note = main().getByRole('status').filter({ hasText: 'This is the demo account' });
    await note.waitFor();
    await expectInView(note);
    await expectNoBlockingViolations(page);
    await note.getByRole('link', { name: 'sign in with it on the login page' }).click();
    await page.waitForURL(`${server.url}/sign-in`);
    await expect.poll(() => field('email').inputValue()).toBe(demo.email);
  });

  it('replaces the offline note of a home signup with the success once it is sent, for 2 s', async () => {
    const email = `offline-home-${stamp}@example.com`;
    await page.goto(server.url);
    await untilControlled(page, 20_000);
    const status = main().locator('.signup .form-alert-slot [role="status"]');
    await context.setOffline(true);
    try {
      await field('name').fill('Olive Offline');
      await field('email').fill(email);
      await field('I accept the terms and conditions').check();
      await main().getByRole('button', { name: 'sign up' }).click();
      await expect.poll(() => status.textContent()).toBe(QUEUED_NOTE);
    } finally {
      await context.setOffline(false);
    }
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Olive Offline signed up');
    const shownAt = Date.now();
    await expect.poll(() => status.textContent(), { timeout: 4000 }).toBe('');
    expect(Date.now() - shownAt).toBeGreaterThan(1000);
    const token = await loginToken(server.url);
    const signups: { email: string; source: string }[] = await (
      await callApi(server.url, token, '/api/emails')
    ).json();
    expect(signups.filter((s) => s.email === email)).toMatchObject([{ source: 'home' }]);
  });
});
