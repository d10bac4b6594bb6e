// A blog body's layout end to end (issue 15, bug 3): headless Chromium against the real server and the
// production build. The writer's paragraphs and line breaks reach the public page as they were typed, on a
// phone and on a wide screen, inside the SPEC's word chunks.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { expectNoBlockingViolations, expectNoSidewaysScroll, newAxeContext } from './axe';
import { type Harness, startHarness } from './harness';
import { callApi, loginToken, signIn } from './session';

const PHONE_390 = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const BODY = 'We left at dawn.\n\nThe river was high.\nThe boat was late.';

describe('blog body', () => {
  let harness: Harness;
  let server: ServerProcess;
  let context: BrowserContext;
  let page: Page;
  let blogId = '';

  const paragraphs = () => page.locator('main .blog-row__text p');

  async function createBlog(body: string): Promise<string> {
    const form = new FormData();
    form.set('blogTitle', 'High Water');
    form.set('country', 'Portugal');
    form.set('blogBody', body);
    form.set('featured', 'false');
    form.set('publish', 'true');
    const token = await loginToken(server.url);
    const res = await callApi(server.url, token, '/api/blogs/', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    return (await res.json())._id;
  }

  /** How many lines the paragraph's text is laid out on. */
  const lineCount = (index: number) =>
    paragraphs()
      .nth(index)
      .evaluate((p) => {
        const lineHeight = Number.parseFloat(
          p.ownerDocument.defaultView?.getComputedStyle(p).lineHeight ?? '',
        );
        return Math.round(p.getBoundingClientRect().height / lineHeight);
      });

  beforeAll(async () => {
    harness = await startHarness();
    server = harness.server;
    context = await newAxeContext(harness.browser, { viewport: PHONE_390 });
    page = await context.newPage();
    blogId = await createBlog(BODY);
    await signIn(page, server.url);
  });
  afterAll(() => harness?.close());

  it('shows the paragraphs and line breaks of the body on the public page, on a phone and wide', async () => {
    await page.goto(`${server.url}/public-blog/${blogId}`);
    await page.locator('main h1', { hasText: 'High Water' }).waitFor();
    for (const viewport of [PHONE_390, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await paragraphs().allTextContents()).toEqual([
        'We left at dawn.',
        'The river was high.The boat was late.',
      ]);
      expect(await paragraphs().nth(1).locator('br').count()).toBe(1);
      // Two paragraphs apart, and the second on two lines: the break is laid out, not just in the DOM.
      const [first, second] = await Promise.all(
        [paragraphs().nth(0), paragraphs().nth(1)].map((p) => p.boundingBox()),
      );
      if (!first || !second) throw new Error('a paragraph is not shown');
      expect(second.y).toBeGreaterThan(first.y + first.height);
      expect(await lineCount(0)).toBe(1);
      expect(await lineCount(1)).toBe(2);
    }
    await page.setViewportSize(PHONE_390);
    await expectNoSidewaysScroll(page);
    await expectNoBlockingViolations(page);
  });
});
