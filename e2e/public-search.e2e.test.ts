// The readers' search end to end: a visitor on a phone searches from the home page, finds a public blog
// by a word of its story and by its country, sees the word marked, pages on, and is told plainly when
// the browser is offline; axe finds nothing serious. A draft holding the same words is never found.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { expectNoBlockingViolations, expectNoSidewaysScroll, newAxeContext } from './axe';
import { type Harness, PHONE, startHarness } from './harness';
import { callApi, loginToken } from './session';

const STORY_WORD = 'funicular';
const COUNTRY = 'Montenegro';

describe('public search', () => {
  let harness: Harness;
  let server: ServerProcess;
  let context: BrowserContext;
  let page: Page;

  async function publish(title: string, country: string, story: string, publish = true) {
    const token = await loginToken(server.url);
    const form = new FormData();
    form.set('blogTitle', title);
    form.set('country', country);
    form.set('blogBody', story);
    form.set('publish', String(publish));
    const made = await callApi(server.url, token, '/api/blogs/', { method: 'POST', body: form });
    expect(made.status).toBe(201);
  }

  beforeAll(async () => {
    harness = await startHarness();
    ({ server } = harness);
    await publish('Up the hill', 'Portugal', `We rode the old ${STORY_WORD} to the top at dawn.`);
    await publish('Secret draft', COUNTRY, `A ${STORY_WORD} nobody should read about yet.`, false);
    for (let i = 1; i <= 11; i += 1) await publish(`Bay day ${i}`, COUNTRY, 'Boats and a quiet bay.');
    context = await newAxeContext(harness.browser, { viewport: PHONE });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  const main = () => page.locator('main');
  const results = () => main().locator('.search-hit');
  const searchFrom = async (form: ReturnType<Page['locator']>, words: string) => {
    await form.getByRole('searchbox').fill(words);
    await form.getByRole('button', { name: 'search' }).click();
  };

  it('finds a blog by a word of its story, marked, from the home page', async () => {
    await page.goto(server.url);
    await searchFrom(main().getByRole('search'), STORY_WORD.toUpperCase());
    await page.waitForURL(/\/search\?q=FUNICULAR$/);
    await main().getByRole('status').filter({ hasText: '1 blog found' }).waitFor();
    expect(await results().count()).toBe(1);
    const hit = results().first();
    expect(await hit.getByRole('link').textContent()).toBe('Up the hill');
    expect(await hit.getByRole('link').getAttribute('href')).toMatch(/^\/public-blog\/[\w-]+$/);
    expect(await hit.locator('mark').allTextContents()).toEqual([STORY_WORD]);
    expect(await hit.textContent()).toContain('portugal');
    await expectNoBlockingViolations(page);
    await expectNoSidewaysScroll(page);
  });

  it('finds blogs by their country, ten at a time with more on request, and says when it is offline', async () => {
    await searchFrom(main().getByRole('search'), COUNTRY.toLowerCase());
    await main().getByRole('status').filter({ hasText: '11 blogs found' }).waitFor();
    expect(await results().count()).toBe(10);
    expect(await results().first().locator('mark').allTextContents()).toEqual([COUNTRY.toLowerCase()]);
    expect(await main().textContent()).not.toContain('Secret draft');
    await main().getByRole('button', { name: 'more results' }).click();
    await expect.poll(() => results().count()).toBe(11);
    expect(await main().getByRole('button', { name: 'more results' }).count()).toBe(0);

    await searchFrom(main().getByRole('search'), 'zeppelin');
    await main().getByRole('status').filter({ hasText: 'no public blogs match your search.' }).waitFor();
    await expectNoBlockingViolations(page);

    await context.setOffline(true);
    await main().getByText('You are offline. Searching the blogs needs a connection.').waitFor();
    await context.setOffline(false);
    await searchFrom(main().getByRole('search'), STORY_WORD);
    await main().getByRole('status').filter({ hasText: '1 blog found' }).waitFor();
  });
});
