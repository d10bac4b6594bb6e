// CI's Lighthouse budget (issue 16): Lighthouse 12.8 mobile on the pages a first visitor lands on, three runs
// each against the production build and server with the sample blogs, Chromium at real-time priority where
// the machine allows (e2e/lighthouse-chromium.ts); a run Lighthouse finds the machine too slow for is taken
// again, twice at most, and a run that ends in an error of the tool's (NO_NAVSTART…) eight times at most
// (scripts/lighthouse/retakes.ts). The median of each category is held to CI_BUDGET. A failure names the
// page, the category, the median, every run's score and the audits that cost the points; each run's HTML
// report is kept in the temp dir it names.
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetFailures, CI_BUDGET } from '../scripts/lighthouse/budget';
import { summary } from '../scripts/lighthouse/figures';
import { startTestServer, type TestServer } from './harness';
import { runLighthouse } from './lighthouse';

const PAGES = ['/', '/sign-in'];
// Three, not five: the whole CI run must stay under 30 minutes, and both pages score 97 in every run.
const RUNS = 3;
const RETAKES = 2;
// On this machine with another job holding a core, NO_NAVSTART ended 1 run in 50 at one time and 3 of one
// page's 8 at another; at 3 in 10, a bound of 3 would fail a page about once in five, a bound of 8 about
// once in 250. A tool that is really broken errors every time and still fails the page, 9 runs later.
const ERROR_RETAKES = 8;
const REPORTS = join(tmpdir(), 'travel-blog-lighthouse');
// LIGHTHOUSE_MIN_PERFORMANCE raises (or lowers) the performance bar, to see the budget fail on purpose.
const BUDGET = {
  ...CI_BUDGET,
  performance: Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? CI_BUDGET.performance),
};
// A run takes 10-30 s on the 2-core CI machine; Lighthouse gives up on a page load after 45 s by itself.
const PAGE_TIMEOUT_MS = (RUNS + RETAKES + ERROR_RETAKES) * 90_000;

describe('Lighthouse budget (mobile, median of three runs)', () => {
  let server: TestServer;
  let url = '';

  beforeAll(async () => {
    await rm(REPORTS, { recursive: true, force: true });
    server = await startTestServer({ seed: true });
    url = server.server.url;
  });
  afterAll(() => server?.close());

  it('serves a robots.txt that lets crawlers read the pages and keeps them out of the API', async () => {
    const robots = await fetch(`${url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = (await robots.text()).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual(['User-agent: *', 'Disallow: /api/']);
  });

  it.each(PAGES)(
    '%s meets the budget',
    async (path) => {
      const figures = await runLighthouse(url, path, {
        runs: RUNS,
        retakes: RETAKES,
        errorRetakes: ERROR_RETAKES,
        reportDir: REPORTS,
      });
      console.info(`Lighthouse ${summary(figures)}`);
      const failures = budgetFailures(figures, BUDGET);
      if (failures.length > 0) throw new Error(`${failures.join('\n')}\nThe reports are in ${REPORTS}.`);
    },
    PAGE_TIMEOUT_MS,
  );
});
