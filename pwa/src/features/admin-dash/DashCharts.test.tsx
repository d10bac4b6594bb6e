// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStats } from '../../../../shared/api/admin-stats.ts';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, renderApp, textsOf } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { forgetCounts } from './use-count.ts';
import { forgetStats } from './use-dash-stats.ts';

const STATS = 'GET /api/admin/stats';
// Twelve Mondays from 7 September 2026, the last one 23 November.
const WEEKS = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2026, 8, 7 + i * 7)).toISOString().slice(0, 10),
);
const USERS = [0, 1, 0, 0, 2, 0, 0, 0, 3, 0, 1250, 4];
const stats: AdminStats = {
  weeks: WEEKS.map((week, i) => ({ week, users: USERS[i] ?? 0, blogs: i === 11 ? 2 : 0, signups: i })),
  countries: [
    { country: 'France', blogs: 4 },
    { country: 'Peru', blogs: 1 },
  ],
};

// The tiles' counts answer an empty list; only the charts matter here.
const tilesEmpty = Object.fromEntries(
  ['/api/admin/', '/api/admin/users/', '/api/emails/sent', '/api/emails', '/api/msg/'].map((path) => [
    `GET ${path}?page=1&limit=1`,
    { json: { items: [], total: 0, page: 1, pageSize: 1 } },
  ]),
);

beforeEach(() => signIn(aSession({ name: 'Grace Hopper', isAdmin: true })));

afterEach(() => {
  cleanup();
  signOut();
  forgetCounts();
  forgetStats();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openDash() {
  const { container } = await renderApp('/admin-dash');
  const main = container.querySelector('main') as HTMLElement;
  const chart = (title: string) =>
    Array.from(main.querySelectorAll('.dash-chart')).find(
      (c) => c.querySelector('h3')?.textContent === title,
    );
  /** What a screen reader reads from a weekly chart's table: [week, count] per row. */
  const table = (title: string) =>
    Array.from(chart(title)?.querySelectorAll('tbody tr') ?? [], (row) => textsOf(row.children));
  return { main, chart, table };
}

describe('dashboard charts', () => {
  it('draws the three weekly charts and the busiest countries, the numbers in a table too', async () => {
    fakeApi({ ...tilesEmpty, [STATS]: { json: stats } });
    const { main, chart, table } = await openDash();
    await eventually(() => expect(main.querySelectorAll('.dash-chart')).toHaveLength(4));
    expect(textsOf(main.querySelectorAll('.dash-chart h3'))).toEqual([
      'new users per week',
      'new blogs per week',
      'email signups per week',
      'busiest countries',
    ]);
    const users = table('new users per week');
    expect(users).toHaveLength(12);
    expect(users[0]).toEqual(['7 Sept 2026', '0']);
    expect(users[10]).toEqual(['16 Nov 2026', '1250']);
    expect(users[11]).toEqual(['23 Nov 2026', '4']);
    expect(table('new blogs per week').map(([, n]) => n)).toEqual([...Array(11).fill('0'), '2']);
    expect(table('email signups per week').map(([, n]) => Number(n))).toEqual(WEEKS.map((_, i) => i));
    const drawing = chart('new users per week')?.querySelector('svg');
    expect(drawing?.getAttribute('aria-hidden')).toBe('true');
    // Counts show above the bars, shortened to fit; the tallest bar is the biggest count.
    expect(textsOf(drawing?.querySelectorAll('text') ?? [])).toEqual(
      USERS.map((n) => (n > 999 ? '1.3k' : String(n))),
    );
    const heights = Array.from(drawing?.querySelectorAll('rect') ?? [], (r) =>
      Number(r.getAttribute('height')),
    );
    expect(Math.max(...heights)).toBe(heights[10]);
    expect(heights[0]).toBe(0);
    expect(textsOf(chart('new users per week')?.querySelectorAll('.dash-chart__range span') ?? [])).toEqual([
      '7 Sept 2026',
      'this week',
    ]);
    expect(textsOf(main.querySelectorAll('.dash-countries li'))).toEqual(['France4 blogs', 'Peru1 blog']);
    // The tiles stay above the charts, as SPEC §2 has them.
    expect(main.querySelector('.dash-tiles + .dash-charts')).not.toBeNull();
  });

  it('says so when no blog names a country', async () => {
    fakeApi({ ...tilesEmpty, [STATS]: { json: { ...stats, countries: [] } } });
    const { chart } = await openDash();
    await eventually(() =>
      expect(chart('busiest countries')?.textContent).toContain('no blogs name a country yet'),
    );
  });

  it('a failed stats call shows its message and a retry under the tiles, which stay', async () => {
    const api = fakeApi({ ...tilesEmpty, [STATS]: { status: 503, json: { message: 'The store is busy' } } });
    const { main } = await openDash();
    await eventually(() =>
      expect(main.querySelector('.dash-charts [role="alert"]')?.textContent).toBe('The store is busy'),
    );
    expect(main.querySelectorAll('.dash-tile')).toHaveLength(7);
    expect(main.querySelector('.admin-error')).toBeNull();
    fakeApi({ ...tilesEmpty, [STATS]: { json: stats } });
    await click(main.querySelector('.dash-charts button'));
    await eventually(() => expect(main.querySelectorAll('.dash-chart')).toHaveLength(4));
    expect(main.querySelector('.dash-charts [role="alert"]')).toBeNull();
    expect(api.called(STATS)).toHaveLength(1);
  });

  it('offline: says the charts need the network, and keeps charts already drawn', async () => {
    fakeApi({ ...tilesEmpty, [STATS]: { json: stats } });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const first = await openDash();
    await eventually(() =>
      expect(first.main.querySelector('.dash-charts__note')?.textContent).toBe(
        'the charts show once you are back online',
      ),
    );
    onLine.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    await eventually(() => expect(first.main.querySelectorAll('.dash-chart')).toHaveLength(4));
    onLine.mockReturnValue(false);
    await act(async () => window.dispatchEvent(new Event('offline')));
    expect(first.main.querySelector('.admin-offline')).not.toBeNull();
    expect(first.table('new users per week')[11]).toEqual(['23 Nov 2026', '4']);
    cleanup();
    // Opened again while still offline: the charts last known this visit are drawn again.
    const again = await openDash();
    await eventually(() => expect(again.table('new users per week')[11]).toEqual(['23 Nov 2026', '4']));
  });
});
