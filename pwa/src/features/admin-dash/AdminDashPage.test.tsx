// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, eventually, renderApp, textsOf } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { ADMIN_OFFLINE } from '../admin/AdminOfflineNotice.tsx';
import { forgetCounts } from './use-count.ts';
import { forgetStats } from './use-dash-stats.ts';

const COUNTS = {
  'GET /api/admin/?page=1&limit=1': 12,
  'GET /api/admin/users/?page=1&limit=1': 7,
  'GET /api/emails/sent?page=1&limit=1': 1,
  'GET /api/emails?page=1&limit=1': 30,
  'GET /api/msg/?page=1&limit=1': 0,
};
const USERS = 'GET /api/admin/users/?page=1&limit=1';
const STATS = 'GET /api/admin/stats';
const page = (total: number) => ({ json: { items: [], total, page: 1, pageSize: 1 } });
const answers = (overrides: Parameters<typeof fakeApi>[0] = {}): Parameters<typeof fakeApi>[0] => ({
  ...Object.fromEntries(Object.entries(COUNTS).map(([key, total]) => [key, page(total)])),
  [STATS]: { json: { weeks: [], countries: [] } },
  ...overrides,
});

beforeEach(() => signIn(aSession({ name: 'Grace Brewster Hopper', isAdmin: true })));

afterEach(() => {
  cleanup();
  signOut();
  forgetCounts();
  forgetStats();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  await act(async () => window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

async function openDash() {
  const { container } = await renderApp('/admin-dash');
  const main = container.querySelector('main') as HTMLElement;
  const tiles = () =>
    Array.from(main.querySelectorAll('.dash-tile'), (tile) => [
      tile.querySelector('.dash-tile__label')?.textContent,
      tile.lastElementChild?.textContent,
      tile.getAttribute('href'),
    ]);
  return { main, tiles };
}

const LIVE = [
  ['blogs', '12', '/admin-blogs'],
  ['users', '7', '/admin-users'],
  ['new user', 'create an account', '/admin-users?create=true'],
  ['new blog', 'write a blog for a user', '/admin-new-blog'],
  ['sent emails', '1', '/view-sent-emails'],
  ['email signups', '30', '/email-page'],
  ['contact messages', '0', '/admin-messages'],
];

describe('admin dashboard', () => {
  it('greets the admin and shows every tile with its live count and where it leads', async () => {
    fakeApi(answers());
    const { main, tiles } = await openDash();
    await eventually(() => expect(tiles()).toEqual(LIVE));
    expect(main.querySelector('h1')?.textContent).toBe('admin dashboard');
    expect(main.querySelector('.admin-dash__greeting')?.textContent).toBe('hello Grace');
    expect(main.querySelector('.admin-offline')).toBeNull();
  });

  it('asks for the counts again when the page is shown again', async () => {
    fakeApi(answers());
    const { tiles } = await openDash();
    await eventually(() => expect(tiles()[1]?.[1]).toBe('7'));
    const more = fakeApi(answers({ [USERS]: page(8) }));
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await eventually(() => expect(tiles()[1]?.[1]).toBe('8'));
    expect(more.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(
      [...Object.keys(COUNTS), STATS].sort(),
    );
  });

  it('shows the error page with the message when the server refuses the user fetch', async () => {
    fakeApi(answers({ [USERS]: { status: 403, json: { message: 'Admins only' } } }));
    const { main } = await openDash();
    await eventually(() =>
      expect(main.querySelector('.admin-error [role="alert"]')?.textContent).toBe('Admins only'),
    );
    expect(main.querySelector('.dash-tiles')).toBeNull();
    expect(main.querySelector('.admin-error a')?.getAttribute('href')).toBe('/');
  });

  it('offline from the start: the plain notice and the tiles without counts, never the error page', async () => {
    const api = fakeApi(answers());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { main, tiles } = await openDash();
    await eventually(() =>
      expect(main.querySelector('.admin-offline')?.textContent).toContain(ADMIN_OFFLINE),
    );
    expect(api.calls).toEqual([]);
    expect(textsOf(main.querySelectorAll('.dash-tile__count'))).toEqual(['–', '–', '–', '–', '–']);
    expect(tiles().map(([, , href]) => href)).toEqual(LIVE.map(([, , href]) => href));
    expect(main.querySelector('.admin-error')).toBeNull();
  });

  it('keeps the last known counts when the network goes, and refreshes when it comes back', async () => {
    fakeApi(answers());
    const { main, tiles } = await openDash();
    await eventually(() => expect(tiles()).toEqual(LIVE));
    await setOnline(false);
    expect(main.querySelector('.admin-offline')?.textContent).toContain(ADMIN_OFFLINE);
    expect(tiles()).toEqual(LIVE);
    cleanup();
    // Opened again while still offline: the counts last known this visit still show.
    const again = await openDash();
    await eventually(() => expect(again.tiles()).toEqual(LIVE));
    fakeApi(answers({ [USERS]: page(9) }));
    await setOnline(true);
    await eventually(() => expect(again.tiles()[1]?.[1]).toBe('9'));
    expect(again.main.querySelector('.admin-offline')).toBeNull();
  });

  it('a lost connection (no answer) is offline too, not the error page', async () => {
    fakeApi(answers({ [USERS]: new TypeError('Failed to fetch') }));
    const { main, tiles } = await openDash();
    await eventually(() => expect(main.querySelector('.admin-offline')).not.toBeNull());
    expect(main.querySelector('.admin-error')).toBeNull();
    expect(tiles()[0]?.[1]).toBe('12');
    expect(tiles()[1]?.[1]).toBe('–');
  });
});
