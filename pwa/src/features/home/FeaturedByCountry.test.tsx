// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, renderApp, textsOf } from '../../test-support/render.tsx';
import { FEED_CACHE_KEY } from './feed-cache.ts';

const LIST = 'GET /api/public/blogs/?view=summary&featured=true';

const summary = (id: string, country: string) => ({
  _id: id,
  blogTitle: `Blog ${id}`,
  author: 'Maya Lindqvist',
  country,
  featured: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  views: 3,
  heroImage: null,
});

afterEach(() => {
  cleanup();
  localStorage.removeItem(FEED_CACHE_KEY);
  vi.unstubAllGlobals();
});

describe('featured blogs by country on the home page', () => {
  it('shades their countries, and a country picked in the list lists its featured blogs', async () => {
    fakeApi({
      [LIST]: {
        json: {
          blogs: [
            summary('a', 'Norway'),
            summary('b', 'norway'),
            summary('c', 'Japan'),
            summary('d', 'Atlantis'),
          ],
          nextCursor: null,
        },
      },
    });
    const { container } = await renderApp('/');
    const section = () => container.querySelector('main section.featured-map') as HTMLElement;
    await eventually(() => expect(section()).not.toBeNull());
    expect(section().querySelector('h3')?.textContent).toBe('featured blogs by country');
    const list = section().querySelector('ul[aria-label="featured blogs by country"]') as HTMLElement;
    expect(textsOf(list.querySelectorAll('button'))).toEqual(['all countries', 'norway (2)', 'japan (1)']);
    await eventually(
      () =>
        expect(
          Array.from(section().querySelectorAll('path[data-count]'), (p) =>
            p.getAttribute('data-country-id'),
          ),
        ).toEqual(expect.arrayContaining(['578', '392'])),
      10_000,
    );
    expect(section().querySelectorAll('path[data-count]')).toHaveLength(2);

    await click(list.querySelector('button[data-country-id="578"]'));
    expect(section().querySelector('h4')?.textContent).toBe('featured blogs in norway');
    expect(
      Array.from(section().querySelectorAll('.featured-map__blogs a'), (a) => a.getAttribute('href')),
    ).toEqual(['/public-blog/a', '/public-blog/b']);

    await click(list.querySelector('button[data-country-id="578"]'));
    expect(section().querySelector('.featured-map__blogs')).toBeNull();
  });

  it('shows no map when no featured blog names a country on it', async () => {
    fakeApi({ [LIST]: { json: { blogs: [summary('a', 'Atlantis'), summary('b', '')], nextCursor: null } } });
    const { container } = await renderApp('/');
    await eventually(() => expect(container.querySelectorAll('main li.featured-card')).toHaveLength(2));
    expect(container.querySelector('main section.featured-map')).toBeNull();
  });
});
