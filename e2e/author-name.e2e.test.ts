// A rename on /my-account shows "by {new name}" on the owner's blogs (issue 15, bug 2): on the device that
// renamed, on the owner's other device and on a reader's public page, the last two without a reload, as
// the server carries the name onto the blogs and logs them for the owner's devices and the public feed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Registered, registerUser } from './accounts-api';
import { type Harness, PHONE, startHarness } from './harness';
import { createPublicBlog, textNow } from './owner-blogs';
import { signIn } from './session';
import { SYNCED } from './two-devices';

const NEW_NAME = 'Olivia Stone';

describe('the author follows the owner’s name', () => {
  let harness: Harness;
  let url: string;
  let owner: Registered;
  let reader: Registered;

  beforeAll(async () => {
    harness = await startHarness();
    url = harness.server.url;
    owner = await registerUser(url, 'Olive Owner');
    reader = await registerUser(url, 'Rita Reader');
  });
  afterAll(() => harness?.close());

  it('shows the new name on the own page and the public page after a rename in /my-account', async () => {
    const id = await createPublicBlog(url, owner.token, 'Alfama at Dawn');
    const byline = (page: Page) => textNow(page.locator('main .blog-article__byline'));

    const phone = await harness.browser.newContext({ viewport: PHONE });
    const page = await phone.newPage();
    await signIn(page, url, owner);
    await page.goto(`${url}/user-blog/${id}`);
    await expect.poll(() => byline(page), { timeout: SYNCED }).toBe('by Olive Owner');
    // The owner's laptop has the blog open; a reader has its public page open.
    const laptop = await harness.browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: { cookies: [], origins: (await phone.storageState()).origins },
    });
    const other = await laptop.newPage();
    await other.goto(`${url}/user-blog/${id}`);
    await expect.poll(() => byline(other), { timeout: SYNCED }).toBe('by Olive Owner');
    const readerBrowser = await harness.browser.newContext({ viewport: PHONE });
    const read = await readerBrowser.newPage();
    await signIn(read, url, reader);
    await read.goto(`${url}/public-blog/${id}`);
    await expect.poll(() => byline(read), { timeout: SYNCED }).toBe('by Olive Owner');

    await page.goto(`${url}/my-account`);
    await page.getByLabel('new name', { exact: true }).fill(NEW_NAME);
    await page.getByRole('button', { name: 'change name' }).click();
    await page.getByText(`Name changed to ${NEW_NAME}`).waitFor();

    await expect.poll(() => byline(other), { timeout: SYNCED }).toBe(`by ${NEW_NAME}`);
    await expect.poll(() => byline(read), { timeout: SYNCED }).toBe(`by ${NEW_NAME}`);
    await page.goto(`${url}/user-blog/${id}`);
    await expect.poll(() => byline(page), { timeout: SYNCED }).toBe(`by ${NEW_NAME}`);
    await page.goto(`${url}/public-blog/${id}`);
    await expect.poll(() => byline(page), { timeout: SYNCED }).toBe(`by ${NEW_NAME}`);
    for (const context of [phone, laptop, readerBrowser]) await context.close();
  });
});
