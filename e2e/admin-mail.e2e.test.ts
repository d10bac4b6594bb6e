// The admin's mail screens end to end, as the seeded admin on a 360 px phone against the real server and
// the production build: signups (copy, send an e-mail), sent e-mails (read flag), one sent e-mail, and
// contact messages (search, open, delete). The tests run in order and share one visit.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { CONTACT, expectAccessible, outbox, SIGNUP, seedMailData } from './admin-mail-support';
import { newAxeContext } from './axe';
import { type Harness, PHONE, startHarness } from './harness';
import { signIn } from './session';

interface ClipboardWindow {
  navigator: { clipboard: { readText(): Promise<string> } };
}

const OFFLINE = 'You are offline. Admin screens need the network';

describe('admin mail', () => {
  let harness: Harness;
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const main = () => page.locator('main');
  const count = () => main().locator('.admin-list__count').textContent();
  const row = (text: string) => main().locator('tbody tr').filter({ hasText: text });
  const dialog = () => page.getByRole('dialog');

  beforeAll(async () => {
    harness = await startHarness();
    ({ server, browser } = harness);
    context = await newAxeContext(browser, { viewport: PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    page = await context.newPage();
    await seedMailData(server.url);
    await signIn(page, server.url);
  });
  afterAll(() => harness?.close());

  it('lists the signup and copies its e-mail with a 2 s notice', async () => {
    await page.goto(`${server.url}/email-page`);
    await row(SIGNUP.email).waitFor();
    expect(await count()).toBe('1 email');
    expect(await row(SIGNUP.email).locator('td').first().textContent()).toBe('1');
    await expectAccessible(page, '/email-page');

    // The notice floats over the list: the row stays where the pointer is, and a press goes through.
    const copyButton = page.getByRole('button', { name: `copy email ${SIGNUP.email}` });
    const before = await copyButton.boundingBox();
    await copyButton.click();
    const notice = page.locator('.copy-notice-region [role="status"]');
    await notice.getByText(`${SIGNUP.email} copied`).waitFor();
    expect(await copyButton.boundingBox()).toEqual(before);
    await expectAccessible(page, '/email-page copied');
    await copyButton.click({ timeout: 1000 });
    const copied = await page.evaluate(() =>
      (globalThis as unknown as ClipboardWindow).navigator.clipboard.readText(),
    );
    expect(copied).toBe(SIGNUP.email);
    await notice.getByText(`${SIGNUP.email} copied`).waitFor({ state: 'detached', timeout: 4000 });
  });

  it('sends the signup an e-mail once, with its lines as paragraphs, a link and bold words', async () => {
    await page.getByRole('button', { name: `send email to ${SIGNUP.email}` }).click();
    await expect.poll(() => dialog().getByLabel('From').inputValue()).not.toBe('');
    expect(await dialog().getByLabel('To').inputValue()).toBe(SIGNUP.email);
    await expectAccessible(page, 'send email dialog');

    const send = dialog().locator('button[type="submit"]');
    expect(await send.isDisabled()).toBe(true);
    await dialog().getByLabel('Subject').fill('Welcome to the travel blog');
    await dialog()
      .getByLabel('Email body')
      .fill(
        'Hello **Mail Reader**,\nthanks for joining <us>.\n\nSee [our trips](https://example.com/trips) soon',
      );
    await send.dblclick();
    await page.getByText('your email was sent!').waitFor();
    await dialog().waitFor({ state: 'detached' });

    const sent = await outbox(harness.dataDir);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(SIGNUP.email);
    expect(sent[0]?.html).toMatch(
      /^<p>Hello <strong>Mail Reader<\/strong>,<\/p><p>thanks for joining &lt;us&gt;\.<\/p><br \/?><p>See <a href="https:\/\/example\.com\/trips" rel="noopener noreferrer" target="_blank">our trips<\/a> soon<\/p>$/,
    );
  });

  it('shows the sent e-mail as not read, opens it, and then lists it as read', async () => {
    await page.goto(`${server.url}/view-sent-emails`);
    const sentRow = row(SIGNUP.email);
    await sentRow.waitFor();
    expect(await count()).toBe('1 email');
    expect(await sentRow.locator('td').allTextContents()).toEqual([
      '1',
      SIGNUP.email,
      expect.stringContaining('@'),
      'not read',
    ]);
    expect(await sentRow.getByRole('link').textContent()).toBe('Welcome to the trave...');
    await expectAccessible(page, '/view-sent-emails');

    // The whole row opens the e-mail, not only its subject: a press on its "read" cell does.
    const readCell = await sentRow.locator('td').last().boundingBox();
    if (!readCell) throw new Error('no read cell');
    await page.mouse.click(readCell.x + readCell.width / 2, readCell.y + readCell.height / 2);
    await page.waitForURL(/\/view-sent-email-data-page\/[0-9a-f-]+$/);
    const fields = main().locator('.sent-email__fields');
    await fields.waitFor();
    expect(await fields.locator('dt').allTextContents()).toEqual(['TO', 'FROM', 'SUBJECT', 'READ']);
    expect(await fields.locator('dd').nth(3).textContent()).toBe('not read');
    const body = main().locator('.sent-email__body');
    expect(await body.locator('p').allTextContents()).toEqual([
      'Hello Mail Reader,',
      'thanks for joining <us>.',
      'See our trips soon',
    ]);
    expect(await body.getByRole('link', { name: 'our trips' }).getAttribute('href')).toBe(
      'https://example.com/trips',
    );
    expect(await body.locator('br').count()).toBe(1);
    await expectAccessible(page, '/view-sent-email-data-page');

    await main().getByRole('link', { name: 'back to sent emails' }).click();
    await expect.poll(() => row(SIGNUP.email).locator('td').last().textContent()).toBe('read');
  });

  it('says plainly when a sent e-mail does not exist', async () => {
    await page.goto(`${server.url}/view-sent-email-data-page/no-such-email`);
    await main().getByRole('heading', { name: 'e-mail not found' }).waitFor();
    await expectAccessible(page, 'missing e-mail');
    // A button as wide as its words, not the page.
    const back = await main().getByRole('link', { name: 'back to sent emails' }).boundingBox();
    expect(back?.width).toBeLessThan(250);
  });

  it('finds a contact message, opens it and deletes it after the confirmation', async () => {
    await page.goto(`${server.url}/admin-messages`);
    await row('Cora Quill').waitFor();
    expect(await count()).toBe('1 message');
    await main().getByLabel('search by name, email, message or topic').fill('nothing like this');
    await expect.poll(count).toBe('no messages to show!');
    await main().getByLabel('search by name, email, message or topic').fill('invoice');
    await row('Cora Quill').waitFor();
    await expectAccessible(page, '/admin-messages');

    await page.getByRole('button', { name: 'open message from Cora Quill' }).click();
    await dialog().waitFor();
    expect(await dialog().textContent()).toContain(CONTACT.msg);
    expect(await dialog().textContent()).toContain(CONTACT.phone);
    await expectAccessible(page, 'message dialog');

    await dialog().getByRole('button', { name: 'delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await expectAccessible(page, 'delete message confirmation');
    await confirm.getByRole('button', { name: 'delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(count).toBe('no messages to show!');
    await main().getByLabel('search by name, email, message or topic').fill('');
    await expect.poll(count).toBe('no messages to show!');
  });

  it('offline on the signups says so plainly and keeps the list', async () => {
    await page.goto(`${server.url}/email-page`);
    await row(SIGNUP.email).waitFor();
    await context.setOffline(true);
    try {
      await main().getByText(OFFLINE).waitFor();
      expect(await row(SIGNUP.email).isVisible()).toBe(true);
      await expectAccessible(page, '/email-page offline');
    } finally {
      await context.setOffline(false);
    }
  });
});
