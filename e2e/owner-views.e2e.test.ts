// Views counted on the public page reach the owner's open screens without a reload (issue 15, bug 1): the
// owner follows /user-blogs in one tab and /user-blog/{id} in another while a reader, in a browser of
// their own, opens the two blogs' public pages; the server logs the views for the owner's devices (at most
// one entry per blog every few seconds) and pokes them over the live stream, and they pull the counts.
// (/public-blog/{id} is a signed-in reader's route, SPEC §2, so the reader has an account too.)
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Registered, registerUser } from './accounts-api';
import { type Harness, PHONE, startHarness } from './harness';
import { createPublicBlog, textNow } from './owner-blogs';
import { signIn } from './session';
import { SYNCED } from './two-devices';

/** How long a counted view may take to show on the owner's screen: the coalescing delay, a poke, a pull. */
const SHOWN = 10_000;

describe("the owner's view counts", () => {
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

  const listedViews = (page: Page, title: string) =>
    textNow(
      page
        .locator('main tr')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) })
        .locator('td[data-label="views"]'),
    );
  const detailViews = (page: Page) =>
    textNow(
      page
        .locator('main .blog-details__row')
        .filter({ has: page.locator('dt', { hasText: 'views' }) })
        .locator('dd'),
    );

  it('rise on /user-blogs and /user-blog/{id} while they stay open', async () => {
    const listed = await createPublicBlog(url, owner.token, 'Tram 28');
    const opened = await createPublicBlog(url, owner.token, 'Sintra');
    const ownerBrowser = await harness.browser.newContext({ viewport: PHONE });
    const list = await ownerBrowser.newPage();
    await signIn(list, url, owner);
    await list.goto(`${url}/user-blogs`);
    await expect.poll(() => listedViews(list, 'Tram 28'), { timeout: SYNCED }).toBe('0');
    const blogPage = await ownerBrowser.newPage();
    await blogPage.goto(`${url}/user-blog/${opened}`);
    await expect.poll(() => detailViews(blogPage), { timeout: SYNCED }).toBe('0');

    const readerBrowser = await harness.browser.newContext({ viewport: PHONE });
    const visit = await readerBrowser.newPage();
    await signIn(visit, url, reader);
    for (const id of [listed, opened]) {
      const raised = visit.waitForResponse(
        (r) => r.url().endsWith(`/api/public/blogs/${id}`) && r.request().method() === 'PUT',
      );
      await visit.goto(`${url}/public-blog/${id}`);
      expect((await (await raised).json()).views).toBe(1);
    }

    // Neither owner tab reloads: the counts come through the change feed.
    await expect.poll(() => listedViews(list, 'Tram 28'), { timeout: SHOWN }).toBe('1');
    await expect.poll(() => detailViews(blogPage), { timeout: SHOWN }).toBe('1');
    expect(await listedViews(list, 'Sintra')).toBe('1');
    await ownerBrowser.close();
    await readerBrowser.close();
  });
});
