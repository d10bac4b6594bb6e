// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURED_IN_PAGE } from '../../../../shared/api/featured-in-page.ts';
import type { ImageRef } from '../../../../shared/entities/image.ts';
import { deleteUserDb, readMeta } from '../../data/db.ts';
import type { LocalBlog } from '../../data/records.ts';
import { closeUserData, openUserData } from '../../data/user-data.ts';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, renderApp, textsOf } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { FETCHING_BLOGS, MORE_BLOGS, NO_FEATURED } from './FeaturedList.tsx';
import { FEED_CACHE_KEY } from './feed-cache.ts';
import { OFFLINE } from './use-network-feed.ts';

const USER = '019a0000-0000-7000-8000-0000000000f1';
const LIST = 'GET /api/public/blogs/?view=summary&featured=true';
const PAGE_2 = `${LIST}&cursor=c-2`;

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

/** A blog as the summary list answers it: no body, the hero beside the title (shared/api/public-blogs.ts). */
const summary = (id: string) => {
  const { blogBody, publish, imageData, ...rest } = blog(id, true);
  return { ...rest, views: 3, heroImage: imageData.heroImage };
};
const page = (ids: string[], nextCursor: string | null = null) => ({
  json: { blogs: ids.map(summary), nextCursor },
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
const more = (container: HTMLElement) => section(container).querySelector('.featured__more button');
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
      answer({ json: { blogs: [summary('a'), { ...summary('c'), heroImage: null }], nextCursor: null } }),
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
    fakeApi({ [LIST]: { json: { blogs: [], nextCursor: null } } });
    const { container } = await renderApp('/');
    await eventually(() => expect(section(container).textContent).toContain(NO_FEATURED));
    expect(cards(container)).toEqual([]);
  });

  it('keeps the last list on the device and shows it when the next fetch fails', async () => {
    fakeApi({ [LIST]: page(['a']) });
    const first = await renderApp('/');
    await eventually(() => expect(cards(first.container)).toHaveLength(1));
    cleanup();
    expect(JSON.parse(localStorage.getItem(FEED_CACHE_KEY) ?? '{}').blogs).toHaveLength(1);

    fakeApi({ [LIST]: new TypeError('Failed to fetch') });
    const { container } = await renderApp('/');
    // The device copy shows at once, before the failed fetch is even answered.
    expect(cards(container).map((c) => c.href)).toEqual(['/public-blog/a']);
    await eventually(() => expect(section(container).textContent).toContain('saved on this device'));
    expect(cards(container).map((c) => c.href)).toEqual(['/public-blog/a']);
  });

  it('offline, shows the device copy without a request, and fetches again once back online', async () => {
    fakeApi({ [LIST]: page(['a']) });
    await renderApp('/');
    await eventually(() => expect(localStorage.getItem(FEED_CACHE_KEY)).toContain('"a"'));
    cleanup();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = fakeApi({ [LIST]: page(['a', 'bb']) });
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

  it('lists the featured blogs of a server that answers the whole list (SPEC §7), featured only', async () => {
    fakeApi({
      [LIST]: { json: [blog('a', true), blog('b', false), blog('c', true, { imageData: undefined })] },
    });
    const { container } = await renderApp('/');
    await eventually(() => expect(cards(container)).toHaveLength(2));
    expect(cards(container).map((c) => [c.href, c.photo])).toEqual([
      ['/public-blog/a', '/media/h-a-1600.webp'],
      ['/public-blog/c', null],
    ]);
    expect(more(container)).toBeNull();
  });

  it('offers more blogs while the server has further pages, and keeps them all on the device', async () => {
    const api = fakeApi({ [LIST]: page(['a', 'bb'], 'c-2'), [PAGE_2]: page(['ccc']) });
    const { container } = await renderApp('/');
    await eventually(() => expect(more(container)?.textContent).toBe(MORE_BLOGS));
    expect(cards(container).map((c) => c.href)).toEqual(['/public-blog/a', '/public-blog/bb']);

    await click(more(container));
    await eventually(() => expect(cards(container)).toHaveLength(3));
    expect(cards(container)[2]?.href).toBe('/public-blog/ccc');
    expect(more(container)).toBeNull();
    expect(api.called(PAGE_2)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(FEED_CACHE_KEY) ?? '{}').blogs).toHaveLength(3);
  });

  it('keeps the list and the control when the next page cannot be fetched, and says why', async () => {
    fakeApi({ [LIST]: page(['a'], 'c-2'), [PAGE_2]: new TypeError('Failed to fetch') });
    const { container } = await renderApp('/');
    await eventually(() => expect(more(container)).not.toBeNull());
    await click(more(container));
    await eventually(() =>
      expect(section(container).textContent).toContain('More blogs cannot be loaded right now. Cannot reach'),
    );
    expect(cards(container).map((c) => c.href)).toEqual(['/public-blog/a']);
    expect(more(container)?.textContent).toBe(MORE_BLOGS);
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
    // The user's own public blog, whose public copy is on its own record (LocalBlog.shown).
    await act(async () => {
      const shown = { ...blog('dddd', true), rev: 1 };
      await data.db.blogs.put({ ...shown, pending: 0, base: null, shown } as unknown as LocalBlog);
    });
    await eventually(() =>
      expect(cards(container).map((c) => c.href)).toEqual([
        '/public-blog/dddd',
        '/public-blog/ccc',
        '/public-blog/a',
      ]),
    );
    expect(api.called(LIST)).toEqual([]);
  });

  it('uses the network list for a signed-in user until the first pull has run', async () => {
    signIn(aSession({ _id: USER }));
    const data = openUserData(USER);
    await data.db.open();
    const api = fakeApi({ [LIST]: page(['a']) });
    const { container } = await renderApp('/');
    await eventually(() => expect(cards(container).map((c) => c.href)).toEqual(['/public-blog/a']));
    expect(api.called(LIST)).toHaveLength(1);

    // The first pull lands: the synced feed (empty here) takes over.
    await act(async () => {
      await data.db.meta.put({ ...(await readMeta(data.db)), cursor: 'c-1' });
    });
    await eventually(() => expect(section(container).textContent).toContain(NO_FEATURED));
  });

  describe('inside the page (a first visit to /, sync-server http/home-page.ts)', () => {
    /** The data block the server writes before </body>. */
    const pageCarries = (text: string) => {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = FEATURED_IN_PAGE.elementId;
      block.textContent = text;
      document.body.append(block);
    };
    afterEach(() => document.getElementById(FEATURED_IN_PAGE.elementId)?.remove());

    it('shows them with the first render, without a request, and keeps them on the device', async () => {
      pageCarries(JSON.stringify(page(['a', 'bb'], 'c-2').json));
      const api = fakeApi({ [LIST]: page(['ccc']), [PAGE_2]: page(['dddd']) });
      const { container } = await renderApp('/');
      expect(cards(container).map((c) => c.href)).toEqual(['/public-blog/a', '/public-blog/bb']);
      expect(document.getElementById(FEATURED_IN_PAGE.elementId)).toBeNull();
      await eventually(() => expect(localStorage.getItem(FEED_CACHE_KEY)).toContain('"bb"'));
      expect(api.called(LIST)).toEqual([]);
      // The page's cursor leads on to the next page.
      await click(more(container));
      await eventually(() => expect(cards(container)).toHaveLength(3));
      expect(cards(container)[2]?.href).toBe('/public-blog/dddd');
    });

    it('serves the first home page only: the next one asks the API', async () => {
      pageCarries(JSON.stringify(page(['a']).json));
      const api = fakeApi({ [LIST]: page(['ccc']) });
      const first = await renderApp('/');
      expect(cards(first.container).map((c) => c.href)).toEqual(['/public-blog/a']);
      cleanup();
      const { container } = await renderApp('/');
      await eventually(() => expect(cards(container).map((c) => c.href)).toEqual(['/public-blog/ccc']));
      expect(api.called(LIST)).toHaveLength(1);
    });

    it('ignores a block that is not a page of blogs and asks the API', async () => {
      pageCarries('{"blogs": [');
      const api = fakeApi({ [LIST]: page(['a']) });
      const { container } = await renderApp('/');
      await eventually(() => expect(cards(container).map((c) => c.href)).toEqual(['/public-blog/a']));
      expect(api.called(LIST)).toHaveLength(1);
    });
  });
});
