// The dashboard's charts end to end, as the seeded admin on a phone against the real server and the
// production build. The data dir is filled before the server starts with users, blogs and signups created
// in known weeks (before and after Monday 00:00 UTC, some older than the twelve weeks shown), so each
// chart's count per week, read as a screen reader reads it and as drawn, can be checked exactly.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signup } from '../shared/api/mailing';
import { MONTHS } from '../shared/dates';
import { lastWeeks, weekStart } from '../shared/weeks';
import { openEmbeddedStore } from '../sync-server/src/adapters/document-store/embedded';
import { blogs } from '../sync-server/src/services/blogs/blog-doc';
import { newBlogDoc } from '../sync-server/src/services/blogs/create-blog';
import { SIGNUPS } from '../sync-server/src/services/signups/add-signup';
import { newUserDoc, users } from '../sync-server/src/services/users/user-doc';
import { expectNoBlockingViolations, expectNoSidewaysScroll, newAxeContext } from './axe';
import { type Harness, PHONE, startHarness } from './harness';
import { callApiAs, signIn } from './session';

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

// When each document was created, as [weeks before the current one, hours into that week]. Week 12 and
// later lie outside the charts. One user is created at the very last instant before this week began.
const USERS: [number, number][] = [
  [0, 0],
  [0, 30],
  [1, 0],
  [1, 160],
  [3, 12],
  [11, 0],
  [11, 5],
  [12, 100],
  [15, 1],
];
const BLOGS: [number, number, string][] = [
  [0, 1, 'France'],
  [0, 2, 'Peru'],
  [2, 40, 'france'],
  [2, 41, ' France '],
  [2, 42, 'Chile'],
  [11, 167, ''],
  [13, 3, 'Peru'],
  [30, 3, 'Japan'],
];
const SIGNUP_TIMES: [number, number][] = [
  [0, 3],
  [5, 10],
  [5, 11],
  [11, 20],
  [20, 1],
];

const thisWeek = weekStart(new Date()).getTime();
const at = ([weeksBefore, hours]: readonly [number, number, ...unknown[]]) =>
  new Date(thisWeek - weeksBefore * WEEK + hours * HOUR);
const JUST_BEFORE = new Date(thisWeek - 1);

async function seedWeeks(dataDir: string): Promise<void> {
  const store = await openEmbeddedStore(dataDir);
  try {
    const people = [...USERS.map(at), JUST_BEFORE].map((created, i) =>
      newUserDoc(
        {
          _id: `chart-user-${i}`,
          name: `Chart User ${i}`,
          email: `chart-${i}@example.com`,
          passwordHash: 'none',
        },
        created,
      ),
    );
    await users({ store }).insertMany(people);
    const owner = people[0] as (typeof people)[number];
    await blogs({ store }).insertMany(
      BLOGS.map((blog, i) => {
        const fields = {
          blogTitle: `Trip ${i}`,
          country: blog[2],
          blogBody: 'Text.',
          featured: false,
          publish: false,
        };
        const image = { heroImage: null, imageUrls: [] };
        return { ...newBlogDoc(`chart-blog-${i}`, owner, fields, image, false, at(blog)), rev: 1 };
      }),
    );
    await store.collection<Signup>(SIGNUPS).insertMany(
      SIGNUP_TIMES.map((time, i) => ({
        _id: `chart-signup-${i}`,
        name: `Reader ${i}`,
        email: `reader-${i}@example.com`,
        date: '',
        time: '',
        terms: true,
        source: 'footer',
        createdAt: at(time).toISOString(),
      })),
    );
  } finally {
    await store.close();
  }
}

/** Per week shown, oldest first: how many of `times` fall in it. */
function perWeek(times: Date[]): number[] {
  return lastWeeks(new Date(thisWeek), 12).map(
    ({ start, end }) => times.filter((t) => t >= start && t < end).length,
  );
}

const label = (start: Date) =>
  `${start.getUTCDate()} ${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()}`;

describe('admin dashboard charts', () => {
  let harness: Harness;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness({ prepare: seedWeeks });
    browser = harness.browser;
    const context = await newAxeContext(browser, { viewport: PHONE });
    page = await context.newPage();
    await signIn(page, harness.server.url);
  });
  afterAll(() => harness?.close());

  const chart = (title: string) =>
    page.locator('.dash-chart').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  /** What a screen reader reads from a weekly chart: one [week, count] per row of its table. */
  const readTable = (title: string) =>
    chart(title)
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent ?? '')));
  const drawnCounts = (title: string) => chart(title).locator('svg text').allTextContents();

  it('shows each week’s new users, blogs and signups and the busiest countries, at phone width', async () => {
    // The server's first start adds its admin and demo accounts, created now: this week.
    const allUsers = (
      await (await callApiAs(page, harness.server.url, '/api/admin/users/?page=1&limit=1')).json()
    ).total;
    const startedWith = allUsers - USERS.length - 1;
    expect(startedWith).toBeGreaterThan(0);

    await page.goto(`${harness.server.url}/admin-dash`);
    await expect.poll(() => page.locator('.dash-chart').count()).toBe(4);
    const weeks = lastWeeks(new Date(thisWeek), 12).map(({ start }) => label(start));

    const userCounts = perWeek([...USERS.map(at), JUST_BEFORE]);
    userCounts[11] = (userCounts[11] ?? 0) + startedWith;
    const expected = {
      'new users per week': userCounts,
      'new blogs per week': perWeek(BLOGS.map(at)),
      'email signups per week': perWeek(SIGNUP_TIMES.map(at)),
    };
    // Spelled out once, so a slip in perWeek cannot hide one in the server: the week before this one
    // holds three users (its first instant, its 160th hour, its last instant before this Monday).
    expect(expected['new users per week'].slice(9)).toEqual([0, 3, 2 + startedWith]);
    expect(expected['new blogs per week']).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 2]);
    expect(expected['email signups per week']).toEqual([1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1]);
    for (const [title, counts] of Object.entries(expected)) {
      await expect.poll(() => readTable(title)).toEqual(weeks.map((week, i) => [week, String(counts[i])]));
      expect(await drawnCounts(title), title).toEqual(counts.map(String));
    }
    // Every blog counts for its country, however old; "france" and " France " are France; no country, none.
    const countries = page.locator('.dash-countries li');
    expect(await countries.allTextContents()).toEqual([
      'France3 blogs',
      'Peru2 blogs',
      'Chile1 blog',
      'Japan1 blog',
    ]);
    await expectNoBlockingViolations(page);
    await expectNoSidewaysScroll(page, '/admin-dash');
  });

  it('a new signup shows in this week’s count on the next visit', async () => {
    const res = await fetch(`${harness.server.url}/api/emails/footer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'New Reader', email: 'new-reader@example.com', terms: true }),
    });
    expect(res.ok, await res.text()).toBe(true);
    await page.reload();
    await expect
      .poll(async () => (await readTable('email signups per week'))[11])
      .toEqual([label(new Date(thisWeek)), '2']);
  });
});
