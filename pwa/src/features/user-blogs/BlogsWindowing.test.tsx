// @vitest-environment jsdom
/// <reference lib="dom" />
// A heavy account's own blogs (issue 31): 1,000 of them, of which only the rows near the viewport are
// drawn, while the table tells screen readers its whole size. jsdom lays nothing out (a 1024 × 768
// window, rows measuring 0), so rows keep their estimated height.
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb } from '../../data/db.ts';
import type { LocalBlog } from '../../data/records.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, eventually, renderApp } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';

const USER = '019a0000-0000-7000-8000-0000000000b2';
const COUNT = 1000;
const ada = aUser({ _id: USER, name: 'Ada Lovelace' });
let data: UserData;
let container: HTMLElement;

/** The i-th of many synced blogs, one minute after the one before (the table shows the newest first). */
function blog(i: number): LocalBlog {
  const number = String(i).padStart(4, '0');
  return {
    _id: `019a0000-0000-7000-8000-00000001${number}`,
    rev: 1,
    pending: 0,
    base: null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    blogTitle: `Stop ${number}`,
    country: 'Peru',
    blogBody: '',
    featured: false,
    publish: true,
    heroImage: null,
    imageUrls: [],
    imageData: { heroImage: null, imageUrls: [] },
    author: 'Ada Lovelace',
    status: 'published',
    lastEdited: '',
    views: i,
  };
}

beforeEach(async () => {
  signIn(aSession(ada));
  fakeApi({ 'GET /api/users/me': { json: ada } });
  data = openUserData(USER);
  await data.db.open();
  await data.db.blogs.bulkPut(Array.from({ length: COUNT }, (_, i) => blog(i)));
  ({ container } = await renderApp('/user-blogs'));
  await eventually(() => expect(rows().length).toBeGreaterThan(0), 10_000);
});

afterEach(async () => {
  cleanup();
  window.scrollY = 0;
  signOut();
  vi.unstubAllGlobals();
  await closeUserData();
  await deleteUserDb(USER);
});

const rows = () => Array.from(container.querySelectorAll('main tbody tr:not([aria-hidden])'));
const titles = () => rows().map((row) => row.querySelector('th a')?.textContent);

describe('a table of 1,000 blogs', () => {
  it('draws only the first rows, in a table that tells its whole size and each row’s place', async () => {
    expect(rows().length).toBeLessThan(40);
    expect(titles()[0]).toBe('Stop 0999');
    const table = container.querySelector('main table');
    expect(table?.getAttribute('aria-rowcount')).toBe(String(COUNT + 1));
    expect(table?.querySelector('thead tr')?.getAttribute('aria-rowindex')).toBe('1');
    expect(rows().map((row) => row.getAttribute('aria-rowindex'))).toEqual(
      rows().map((_, i) => String(i + 2)),
    );
    const spacer = container.querySelector('main tbody tr:last-child');
    expect(spacer?.getAttribute('aria-hidden')).toBe('true');
    expect(spacer?.querySelector('td')?.colSpan).toBe(7);
  });

  it('draws the oldest blog when the page is scrolled to the end', async () => {
    await act(async () => {
      window.scrollY = 10_000_000;
      window.dispatchEvent(new Event('scroll'));
    });
    await eventually(() => expect(titles()).toContain('Stop 0000'));
    expect(rows().length).toBeLessThan(40);
    expect(rows().at(-1)?.getAttribute('aria-rowindex')).toBe(String(COUNT + 1));
    expect(container.querySelector('main tbody tr:first-child')?.getAttribute('aria-hidden')).toBe('true');
  });
});
