// Pages do not jump while they load (Lighthouse's CLS, issue 16): on a phone, a visitor's pages and a
// signed-in reader's, each loaded afresh with a layout-shift observer from the first paint, until its
// content and photos are in. A page that shows a loading line first must not push the footer (or
// itself) around when its content arrives.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, PHONE, startHarness } from './harness';
import { signIn } from './session';

/** A seeded sample blog (services/seed): its page shows a loading line, then a hero photo and text. */
const SAMPLE_BLOG = '/public-blog/019a0000-0000-7000-8000-000000000101';
// Room for the header's sync status, whose word changes width as it syncs (about 0.0015); a page pushing
// its footer down when its content arrives measured 0.88, and Lighthouse's "good" is up to 0.1.
const MAX_SHIFT = 0.005;

interface Shift {
  value: number;
  nodes: string[];
}

// The page's globals as seen from Node (tsconfig.node.json has no DOM library).
interface ShiftWindow {
  __shifts: Shift[];
  PerformanceObserver: new (
    callback: (list: {
      getEntries(): { value: number; sources: { node?: { className?: string; nodeName: string } }[] }[];
    }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
}

interface ImagesWindow {
  document: { images: { complete: boolean; loading: string }[] };
}

/** Collects every layout shift of each page the context opens, from its first paint on. */
function watchShifts() {
  const win = globalThis as unknown as ShiftWindow;
  win.__shifts = [];
  new win.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const nodes = entry.sources.map((s) => String(s.node?.className || s.node?.nodeName || '?'));
      win.__shifts.push({ value: entry.value, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shiftsLoading(page: Page, url: string): Promise<Shift[]> {
  await page.goto(url);
  await page.locator('main h1').waitFor();
  // Photos are the last thing to change the layout; a hero without its size would shift here. Lazy ones
  // below the fold load only when scrolled to.
  await page.waitForFunction(() =>
    [...(globalThis as unknown as ImagesWindow).document.images]
      .filter((image) => image.loading !== 'lazy')
      .every((image) => image.complete),
  );
  return page.evaluate(() => (globalThis as unknown as ShiftWindow).__shifts);
}

function describeShifts(path: string, shifts: Shift[]): string {
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  return `${path}: layout shift ${total.toFixed(4)} (${shifts.map((s) => `${s.value.toFixed(4)} ${s.nodes.join(', ')}`).join('; ')})`;
}

describe('layout stability while pages load', () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;
  let url = '';

  beforeAll(async () => {
    harness = await startHarness({ seed: true });
    url = harness.server.url;
    context = await harness.browser.newContext({ viewport: PHONE });
    await context.addInitScript(watchShifts);
    page = await context.newPage();
  });
  afterAll(() => harness?.close());

  async function unstable(paths: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const path of paths) {
      const shifts = await shiftsLoading(page, `${url}${path}`);
      if (shifts.reduce((sum, s) => sum + s.value, 0) > MAX_SHIFT) found.push(describeShifts(path, shifts));
    }
    return found;
  }

  it("keeps a visitor's pages still", async () => {
    expect(await unstable(['/', '/sign-in', '/faqs', '/no-such-page'])).toEqual([]);
  });

  it("keeps a signed-in reader's pages still, a blog page's loading line and hero photo included", async () => {
    await signIn(page, url);
    expect(await unstable([SAMPLE_BLOG, '/tasks', '/user-blogs'])).toEqual([]);
  });
});
