// @vitest-environment jsdom
/// <reference lib="dom" />
// The search box of /user-blogs: results from the device's blogs and drafts as the user types, the matched
// words marked, a count, an empty-result message, the table back when the box is cleared, and no other
// account's results after switching user.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb } from '../../data/db.ts';
import type { LocalBlog } from '../../data/records.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, field, fillIn, renderApp, textsOf } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';
import { NO_MATCHES, SEARCH_LABEL } from './BlogSearch.tsx';

const ADA = '019a0000-0000-7000-8000-0000000000c1';
const BOB = '019a0000-0000-7000-8000-0000000000c2';
const ada = aUser({ _id: ADA, name: 'Ada Lovelace' });
const bob = aUser({ _id: BOB, name: 'Bob Brown' });

async function open(user: typeof ada): Promise<UserData> {
  signIn(aSession(user));
  fakeApi({ 'GET /api/users/me': { json: user } });
  const data = openUserData(user._id);
  await data.db.open();
  return data;
}

afterEach(async () => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
  await closeUserData();
  await deleteUserDb(ADA);
  await deleteUserDb(BOB);
});

const pulled = (id: string, extra: Partial<LocalBlog>): LocalBlog => ({
  _id: id,
  rev: 1,
  pending: 0,
  base: null,
  createdAt: '2026-11-20T08:30:05.000Z',
  blogTitle: 'Cusco',
  country: 'Peru',
  blogBody: 'Stones and stairs.',
  featured: false,
  publish: true,
  heroImage: null,
  imageUrls: [],
  imageData: { heroImage: null, imageUrls: [] },
  ...extra,
});

const status = (container: HTMLElement) => container.querySelector('main [role="status"]')?.textContent;
const hits = (container: HTMLElement) => textsOf(container.querySelectorAll('main .device-search__hit'));
const marks = (container: HTMLElement) =>
  textsOf(container.querySelectorAll('main .device-search__hit mark'));

describe('searching my blogs and drafts', () => {
  it('shows the matching blogs and drafts as the user types, and the table again once the box is cleared', async () => {
    const data = await open(ada);
    await data.db.blogs.bulkPut([
      pulled('b1', { blogTitle: 'Cusco', blogBody: 'Stones and stairs, then a glacier lake.' }),
      pulled('b2', { blogTitle: 'Glacier walk', country: 'Argentina', blogBody: 'Ice.' }),
      pulled('b3', { blogTitle: 'Lima', blogBody: 'Ceviche.' }),
    ]);
    const draftId = await data.drafts.save(null, {
      blogTitle: '',
      blogBody: 'Notes: the glaciers of Patagonia.',
    });
    const { container, router } = await renderApp('/user-blogs');
    await eventually(() => expect(container.querySelectorAll('main tbody tr')).toHaveLength(3));

    const box = field(container, SEARCH_LABEL);
    await fillIn(box, 'glac');
    await eventually(() => expect(status(container)).toBe('3 results'));
    expect(container.querySelector('main table')).toBeNull();
    // The title match first; the draft marked as one, titled as the drafts list titles it.
    expect(hits(container)[0]).toBe('Glacier walkArgentina');
    expect(hits(container)).toContain('draft untitled draftNotes: the glaciers of Patagonia.');
    expect(marks(container)).toEqual(expect.arrayContaining(['Glacier', 'glacier', 'glaciers']));
    const draftLink = Array.from(container.querySelectorAll('main .device-search__hit a')).find((a) =>
      a.textContent?.startsWith('draft'),
    );
    expect(draftLink?.getAttribute('href')).toBe(`/new-blog?draft=${draftId}`);
    expect(container.querySelector('main a[href="/user-blog/b2"]')?.textContent).toBe('Glacier walk');

    await fillIn(box, 'glacier lake');
    await eventually(() => expect(status(container)).toBe('1 result'));
    expect(hits(container)).toEqual(['CuscoPeruStones and stairs, then a glacier lake.']);

    await fillIn(box, 'fjord');
    await eventually(() => expect(status(container)).toBe('0 results'));
    expect(container.querySelector('main')?.textContent).toContain(NO_MATCHES);

    await fillIn(box, '');
    await eventually(() => expect(container.querySelectorAll('main tbody tr')).toHaveLength(3));
    expect(container.querySelector('main .device-search__results')).toBeNull();

    await fillIn(box, 'lima');
    // Only a story with a matched word shows a few words of it.
    await eventually(() => expect(hits(container)).toEqual(['LimaPeru']));
    await click(container.querySelector('main a[href="/user-blog/b3"]'));
    await eventually(() => expect(router.state.location.pathname).toBe('/user-blog/b3'));
  });

  it('follows a change made while the results show', async () => {
    const data = await open(ada);
    await data.db.blogs.put(pulled('b1', { blogTitle: 'Cusco' }));
    const { container } = await renderApp('/user-blogs');
    await fillIn(field(container, SEARCH_LABEL), 'condor');
    await eventually(() => expect(status(container)).toBe('0 results'));

    await data.blogs.update('b1', { blogBody: 'A condor over the canyon.' });
    await eventually(() => expect(status(container)).toBe('1 result'));
    expect(marks(container)).toEqual(['condor']);
  });

  it("never shows the previous account's blogs after switching user", async () => {
    const first = await open(ada);
    await first.db.blogs.put(pulled('a1', { blogTitle: 'Ada in Oslo' }));
    const { container } = await renderApp('/user-blogs');
    await fillIn(field(container, SEARCH_LABEL), 'oslo');
    await eventually(() => expect(hits(container)).toEqual(['Ada in OsloPeru']));

    const second = await open(bob);
    await second.db.blogs.put(pulled('b1', { blogTitle: 'Bob in Oslo' }));
    // A new user gets a fresh page: an empty box, then only their own blogs.
    await eventually(() => expect(container.querySelectorAll('main tbody tr')).toHaveLength(1));
    await fillIn(field(container, SEARCH_LABEL), 'oslo');
    await eventually(() => expect(hits(container)).toEqual(['Bob in OsloPeru']));
  });
});
