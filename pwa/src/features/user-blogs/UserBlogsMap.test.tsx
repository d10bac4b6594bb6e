// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb } from '../../data/db.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, renderApp, textsOf } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';
import { ALL_COUNTRIES } from '../map/CountryPanel.tsx';

const USER = '019a0000-0000-7000-8000-0000000000b2';
const ada = aUser({ _id: USER, name: 'Ada Lovelace' });
let data: UserData;

async function openWithBlogs(blogs: { blogTitle: string; country: string }[]) {
  signIn(aSession(ada));
  fakeApi({ 'GET /api/users/me': { json: ada } });
  data = openUserData(USER);
  await data.db.open();
  for (const blog of blogs) await data.blogs.create(blog);
}

afterEach(async () => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
  await closeUserData();
  await deleteUserDb(USER);
});

const titles = (main: Element) => textsOf(main.querySelectorAll('tbody th[scope="row"]')).sort();
const shaded = (main: Element) =>
  Array.from(main.querySelectorAll('svg path[data-count]'), (p) => [
    p.getAttribute('data-country-id'),
    p.getAttribute('data-count'),
  ]).sort();

describe('the map of the own blogs', () => {
  it('shades the countries by blog count and lists them; a country in the list filters the table', async () => {
    await openWithBlogs([
      { blogTitle: 'Lyon', country: 'France' },
      { blogTitle: 'Paris', country: 'france' },
      { blogTitle: 'Boston', country: 'usa' },
      { blogTitle: 'Rome', country: 'Italy' },
      { blogTitle: 'Lazio hills', country: 'Lazio' },
    ]);
    const { container } = await renderApp('/user-blogs');
    const main = container.querySelector('main') as HTMLElement;
    await eventually(
      () =>
        expect(shaded(main)).toEqual([
          ['250', '2'],
          ['380', '1'],
          ['840', '1'],
        ]),
      // The first map of the run loads and decodes the whole world.
      10_000,
    );
    expect(main.querySelector('path[data-country-id="250"]')?.classList).toContain(
      'world-map__country--step-2',
    );
    const list = main.querySelector('ul[aria-label="your blogs by country"]') as HTMLElement;
    expect(textsOf(list.querySelectorAll('button'))).toEqual([
      ALL_COUNTRIES,
      'france (2)',
      'italy (1)',
      'united states (1)',
    ]);
    expect(titles(main)).toEqual(['Boston', 'Lazio hills', 'Lyon', 'Paris', 'Rome']);

    await click(list.querySelector('button[data-country-id="250"]'));
    await eventually(() => expect(titles(main)).toEqual(['Lyon', 'Paris']));
    expect(list.querySelector('button[data-country-id="250"]')?.getAttribute('aria-pressed')).toBe('true');
    expect(main.querySelector('[role="status"].user-blogs__filter')?.textContent).toBe(
      'showing your 2 blogs in france',
    );

    await click(list.querySelector('li:first-child button'));
    await eventually(() => expect(titles(main)).toHaveLength(5));
  });

  it('filters by a click on a shaded country, and shows all again on a second click', async () => {
    await openWithBlogs([
      { blogTitle: 'Lyon', country: 'France' },
      { blogTitle: 'Boston', country: 'United States' },
    ]);
    const { container } = await renderApp('/user-blogs');
    const main = container.querySelector('main') as HTMLElement;
    const usa = () => main.querySelector('path[data-country-id="840"]');
    await eventually(() => expect(usa()?.getAttribute('data-count')).toBe('1'), 10_000);

    await click(usa());
    await eventually(() => expect(titles(main)).toEqual(['Boston']));
    expect(usa()?.classList).toContain('world-map__country--selected');
    // An unshaded country is no choice: the table stays as it is.
    await click(main.querySelector('path[data-country-id="392"]'));
    expect(titles(main)).toEqual(['Boston']);

    await click(usa());
    await eventually(() => expect(titles(main)).toEqual(['Boston', 'Lyon']));
  });
});
