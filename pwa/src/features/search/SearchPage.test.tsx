// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicSearchHit, PublicSearchPage } from '../../../../shared/api/public-search.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, fillIn, renderApp, textsOf } from '../../test-support/render.tsx';
import { NO_RESULTS, SEARCH_OFFLINE } from './SearchPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const hit = (i: number): PublicSearchHit => ({
  _id: `blog-${i}`,
  blogTitle: `Tram days ${i}`,
  author: 'Ann Lee',
  country: 'Portugal',
  createdAt: '2026-11-23T09:05:00.000Z',
  updatedAt: '2026-11-23T09:05:00.000Z',
  excerpt: `…we rode the tram to São Jorge, trams everywhere ${i}…`,
});
const page = (items: PublicSearchHit[], n: number, total: number): { json: PublicSearchPage } => ({
  json: { items, total, page: n, pageSize: 10, words: ['tram', 'sao'] },
});

const mainOf = (container: HTMLElement) => container.querySelector('main') as HTMLElement;
const button = (scope: ParentNode, name: string) =>
  Array.from(scope.querySelectorAll('button')).find((b) => b.textContent === name);

describe('the search screen', () => {
  it('lists what the server found, the words marked, and loads more on request', async () => {
    const first = Array.from({ length: 10 }, (_, i) => hit(i));
    const api = fakeApi({
      'GET /api/public/blogs/?q=tram+S%C3%A3o': page(first, 1, 11),
      'GET /api/public/blogs/?q=tram+S%C3%A3o&page=2': page([hit(10)], 2, 11),
    });
    const { container } = await renderApp('/search?q=tram%20S%C3%A3o');
    const main = mainOf(container);
    await eventually(() => expect(main.querySelectorAll('.search-hit')).toHaveLength(10));
    expect(main.textContent).toContain('11 blogs found');
    const [firstHit] = Array.from(main.querySelectorAll('.search-hit'));
    expect(firstHit?.querySelector('a')?.getAttribute('href')).toBe('/public-blog/blog-0');
    expect(textsOf(firstHit?.querySelectorAll('mark') ?? [])).toEqual(['Tram', 'tram', 'São']);
    expect(firstHit?.textContent).toContain('portugal');
    await click(button(main, 'more results'));
    await eventually(() => expect(main.querySelectorAll('.search-hit')).toHaveLength(11));
    expect(button(main, 'more results')).toBeUndefined();
    expect(api.calls.map((c) => c.path)).toHaveLength(2);
  });

  it('says when nothing matches, and searches again from its own form', async () => {
    fakeApi({
      'GET /api/public/blogs/?q=zeppelin': page([], 1, 0),
      'GET /api/public/blogs/?q=tram': page([hit(1)], 1, 1),
    });
    const { container, router } = await renderApp('/search?q=zeppelin');
    const main = mainOf(container);
    await eventually(() => expect(main.textContent).toContain(NO_RESULTS));
    await fillIn(main.querySelector('input[name="q"]'), 'tram');
    await act(async () => {
      main.querySelector('form')?.requestSubmit();
    });
    await eventually(() => expect(main.textContent).toContain('1 blog found'));
    expect(router.state.location.search).toEqual({ q: 'tram' });
  });

  it('asks nothing offline and says the search needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = fakeApi({});
    const { container } = await renderApp('/search?q=tram');
    const main = mainOf(container);
    await eventually(() => expect(main.textContent).toContain(SEARCH_OFFLINE));
    expect(api.calls).toEqual([]);
  });

  it('shows the server’s refusal as it is', async () => {
    fakeApi({ 'GET /api/public/blogs/?q=tram': { status: 400, json: { message: 'q: too long' } } });
    const { container } = await renderApp('/search?q=tram');
    await eventually(() => expect(mainOf(container).textContent).toContain('q: too long'));
  });
});
