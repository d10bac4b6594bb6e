// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageRef } from '../../../../shared/entities/image.ts';
import { deleteUserDb, readMeta } from '../../data/db.ts';
import { closeUserData, openUserData } from '../../data/user-data.ts';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, eventually, renderApp, textsOf } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { FETCHING_BLOGS, NO_FEATURED } from './FeaturedBlogs.tsx';
import { FEED_CACHE_KEY } from './feed-cache.ts';
import { OFFLINE } from './use-network-feed.ts';

const USER = '019a0000-0000-7000-8000-0000000000f1';
const LIST = 'GET /api/public/blogs/';

const hero = (id: string): ImageRef => ({
  id,
  url: `/media/${id}-1600.webp`,
  width: 1600,
  height: 1000,
  variants: [{ width: 480, url: `/media/${id}-480.webp` }],
});

const blog = (id: string, featured: boolean, extra: Record<string, unknown> = {}) => ({
  _id: id,
  blogTitle: `Blog ${id}`,
  author: 'Maya Lindqvist',
  country: 'Norway',
  blogBody: 'long text',
  featured,
  publish: true,
  createdAt: `2026-01-0${id.length}T10:00:00.000Z`,
  imageData: { heroImage: hero(`h-${id}`), imageUrls: [] },
  ...extra,
});

afterEach(async () => {
  cleanup();
  signOut();
  await closeUserData();
  await deleteUserDb(USER);
  localStorage.removeItem(FEED_CACHE_KEY);
  vi.unstubAllGlobals();
});

const section = (container: HTMLElement) => container.querySelector('main section.featured') as HTMLElement;
const cards = (container: HTMLElement) =>
  Array.from(section(container).querySelectorAll('li.featured-card')).map((li) => ({
    title: li.querySelector('h3')?.textContent,
    href: li.querySelector('a')?.getAttribute('href'),
    meta: textsOf(li.querySelectorAll('.featured-card__meta span')),
    photo: li.querySelector('img')?.getAttribute('src') ?? null,
  }));

describe('featured blogs on the home page', () => {
  it('says it is fetching, then lists only the featured blogs, each linking to its public page', async () => {
    let answer: (value: { json: unknown }) => void = () => {};
    const api = fakeApi({ [LIST]: () => new Promise((resolve) => (answer = resolve)) });
    const { container } = await renderApp('/');
    expect(section(container).querySelector('h2')?.textContent).toBe('featured blogs');
    expect(section(container).querySelector('[role="status"]')?.textContent).toBe(FETCHING_BLOGS);

    await act(async () =>
      answer({ json: [blog('a', true), blog('b', false), blog('c', true, { imageData: undefined })] }),
    );
    await eventually(() => expect(cards(container)).toHaveLength(2));
    expect(cards(container)).toEqual([
      {
        title: 'Blog a',
        href: '/public-blog/a',
        meta: ['by Maya Lindqvist', 'norway'],
        photo: '/media/h-a-1600.webp',
      },
      { title: 'Blog c', href: '/public-blog/c', meta: ['by Maya Lindqvist', 'norway'], photo: null },
    ]);
    expect(section(container).textContent).not.toContain(FETCHING_BLOGS);
    // A visitor's call carries no token (SPEC §6: public calls).
    expect(api.called(LIST)[0]?.headers.get('Authorization')).toBeNull();
  });

  it('says so when no blog is featured', async () => {
    fakeApi({ [LIST]: { json: [blog('a', false)] } });
    const { container } = await renderApp('/');
    await eventually(() => expect(section(container).textContent).toContain(NO_FEATURED));
    expect(cards(container)).toEqual([]);
  });

  it('keeps the last list on the device and shows it when the next fetch fails', async () => {
    fakeApi({ [LIST]: { json: [blog('a', true), blog('b', false)] } });
    const first = await renderApp('/');
    await eventually(() => expect(cards(first.container)).toHaveLength(1));
    cleanup();
    expect(JSON.parse(localStorage.getItem(FEED_CACHE_KEY) ?? '{}').blogs).toHaveLength(2);

    fakeApi({ [LIST]: new TypeError('Failed to fetch') });
    const { container } = await renderApp('/');
    // The device copy shows at once, before the failed fetch is even answered.
    expect(cards(container).map((c) => c.href)).toEqual(['/public-blog/a']);
    await eventually(() => expect(section(container).textContent).toContain('saved on this device'));
    expect(cards(container).map((c) => c.href)).toEqual(['/public-blog/a']);
  });

  it('offline, shows the device copy without a request, and fetches again once back online', async () => {
    fakeApi({ [LIST]: { json: [blog('a', true)] } });
    await renderApp('/');
    await eventually(() => expect(localStorage.getItem(FEED_CACHE_KEY)).toContain('"a"'));
    cleanup();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = fakeApi({ [LIST]: { json: [blog('a', true), blog('bb', true)] } });
    const { container } = await renderApp('/');
    expect(cards(container).map((c) => c.href)).toEqual(['/public-blog/a']);
    expect(section(container).textContent).toContain(
      `saved on this device; they could not be refreshed. ${OFFLINE}`,
    );
    expect(api.calls).toEqual([]);

    onLine.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    await eventually(() => expect(cards(container)).toHaveLength(2));
    expect(section(container).textContent).not.toContain('saved on this device');
    onLine.mockRestore();
  });

  it('says clearly that the list cannot load when the fetch fails with nothing on the device', async () => {
    fakeApi({ [LIST]: new TypeError('Failed to fetch') });
    const { container } = await renderApp('/');
    await eventually(() =>
      expect(section(container).textContent).toContain('The featured blogs cannot be loaded right now.'),
    );
    expect(section(container).textContent).toContain('Cannot reach the server');
    expect(section(container).textContent).not.toContain(FETCHING_BLOGS);
    expect(cards(container)).toEqual([]);
  });

  it('reads a signed-in user’s synced feed, live and without a request, once the first pull filled it', async () => {
    signIn(aSession({ _id: USER }));
    const data = openUserData(USER);
    await data.db.open();
    await data.db.publicBlogs.bulkPut([
      { ...blog('a', true), rev: 1 },
      { ...blog('bb', false), rev: 2 },
    ]);
    await data.db.meta.put({ ...(await readMeta(data.db)), cursor: 'c-1' });
    const api = fakeApi({});
    const { container } = await renderApp('/');
    await eventually(() => expect(cards(container).map((c) => c.href)).toEqual(['/public-blog/a']));

    await act(async () => {
      await data.db.publicBlogs.put({ ...blog('ccc', true), rev: 3 });
    });
    await eventually(() =>
      expect(cards(container).map((c) => c.href)).toEqual(['/public-blog/ccc', '/public-blog/a']),
    );
    expect(api.called(LIST)).toEqual([]);
  });

  it('uses the network list for a signed-in user until the first pull has run', async () => {
    signIn(aSession({ _id: USER }));
    const data = openUserData(USER);
    await data.db.open();
    const api = fakeApi({ [LIST]: { json: [blog('a', true)] } });
    const { container } = await renderApp('/');
    await eventually(() => expect(cards(container).map((c) => c.href)).toEqual(['/public-blog/a']));
    expect(api.called(LIST)).toHaveLength(1);

    // The first pull lands: the synced feed (empty here) takes over.
    await act(async () => {
      await data.db.meta.put({ ...(await readMeta(data.db)), cursor: 'c-1' });
    });
    await eventually(() => expect(section(container).textContent).toContain(NO_FEATURED));
  });
});
