// Searching one's own blogs and drafts on the device (issue 33), in Chromium against the real server and
// the production build, on a phone-sized screen: a blogger with a synced blog types a draft in /new-blog
// (autosaved), goes offline, searches /user-blogs by the start of a word of the draft's story, sees the
// draft with the word marked, and opens it in the form; the blog is found by its country the same way.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { type Registered, registerUser } from './accounts-api';
import { expectNoBlockingViolations, expectNoSidewaysScroll, newAxeContext } from './axe';
import { type Harness, PHONE, startHarness } from './harness';
import { untilControlled } from './service-worker';
import { callApi, signIn } from './session';

const BLOG_TITLE = 'Fjords by ferry';
const DRAFT_TITLE = 'Half-written Tromsø';
const DRAFT_STORY = 'Green aurora over the harbour, then reindeer stew.';
const SLOW = 20_000;

describe('device search of own blogs and drafts', () => {
  let harness: Harness;
  let server: ServerProcess;
  let context: BrowserContext;
  let page: Page;
  let blogger: Registered;
  let draftId = '';

  const main = () => page.locator('main');
  const searchBox = () => main().getByLabel('search my blogs and drafts', { exact: true });
  const status = () => main().locator('.device-search__results [role="status"]');

  beforeAll(async () => {
    harness = await startHarness();
    server = harness.server;
    blogger = await registerUser(server.url, 'Bea Blogger');
    const form = new FormData();
    form.set('blogTitle', BLOG_TITLE);
    form.set('country', 'Norway');
    form.set('blogBody', 'Seven hours between walls of rock and waterfalls.');
    form.set('featured', 'false');
    form.set('publish', 'true');
    const res = await callApi(server.url, blogger.token, '/api/blogs/', { method: 'POST', body: form });
    expect(res.status).toBe(201);

    // axe's script needs the CSP bypassed; nothing the pages do depends on it.
    context = await newAxeContext(harness.browser, { viewport: PHONE });
    page = await context.newPage();
    await signIn(page, server.url, blogger);
    await untilControlled(page, SLOW);
    await page.locator('.sync-status').filter({ hasText: 'Synced' }).waitFor({ timeout: SLOW });
  });
  afterAll(() => harness?.close());

  it('finds a draft offline by a word of its story, marked, and opens it in the form', async () => {
    await page.goto(`${server.url}/new-blog`);
    await main().getByLabel('blog title', { exact: true }).fill(DRAFT_TITLE);
    await main().getByLabel('blog text', { exact: true }).fill(DRAFT_STORY);
    await page.waitForURL(/\/new-blog\?draft=[\w-]+$/, { timeout: SLOW });
    draftId = new URL(page.url()).searchParams.get('draft') ?? '';
    await main().locator('.draft__title').filter({ hasText: DRAFT_TITLE }).waitFor({ timeout: SLOW });

    await context.setOffline(true);
    try {
      await page.goto(`${server.url}/user-blogs`);
      await main().locator('tbody tr').filter({ hasText: BLOG_TITLE }).waitFor({ timeout: SLOW });

      // Typed as a person types: the results follow each key, the last word matched as a prefix.
      await searchBox().pressSequentially('auro', { delay: 40 });
      await expect.poll(() => status().textContent(), { timeout: SLOW }).toBe('1 result');
      expect(await main().locator('table').count()).toBe(0);
      const hit = main().locator('.device-search__hit');
      expect(await hit.locator('mark').allTextContents()).toEqual(['aurora']);
      expect(await hit.textContent()).toContain(DRAFT_STORY);
      const link = hit.getByRole('link', { name: `draft ${DRAFT_TITLE}`, exact: true });
      expect(await link.getAttribute('href')).toBe(`/new-blog?draft=${draftId}`);
      await expectNoBlockingViolations(page);
      await expectNoSidewaysScroll(page);

      await link.click();
      await page.waitForURL(`${server.url}/new-blog?draft=${draftId}`);
      await expect
        .poll(() => main().getByLabel('blog text', { exact: true }).inputValue(), { timeout: SLOW })
        .toBe(DRAFT_STORY);
      expect(await main().getByLabel('blog title', { exact: true }).inputValue()).toBe(DRAFT_TITLE);
    } finally {
      await context.setOffline(false);
    }
  });

  it('finds the synced blog by its country offline, and brings the table back when cleared', async () => {
    await context.setOffline(true);
    try {
      await page.goto(`${server.url}/user-blogs`);
      await searchBox().fill('norw');
      await expect.poll(() => status().textContent(), { timeout: SLOW }).toBe('1 result');
      const link = main().locator('.device-search__hit').getByRole('link', { name: BLOG_TITLE, exact: true });
      expect(await link.getAttribute('href')).toMatch(/^\/user-blog\/[\w-]+$/);
      expect(await main().locator('.device-search__hit mark').allTextContents()).toEqual(['Norway']);

      await searchBox().fill('');
      await main().locator('tbody tr').filter({ hasText: BLOG_TITLE }).waitFor({ timeout: SLOW });
      expect(await main().locator('.device-search__results').count()).toBe(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
