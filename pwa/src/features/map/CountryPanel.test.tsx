// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, render, textsOf } from '../../test-support/render.tsx';
import { ALL_COUNTRIES, CountryPanel, LISTED_AT_FIRST, SHOW_FEWER, showAll } from './CountryPanel.tsx';
import type { CountryGroup } from './country-match.ts';

afterEach(cleanup);

// Twelve countries, most blogs first, as groupByCountry gives them.
const groups: CountryGroup[] = Array.from({ length: 12 }, (_, i) => ({
  key: String(100 + i),
  label: `land ${i}`,
  ids: Array.from({ length: 12 - i }, (_, j) => `b${i}-${j}`),
}));

const panel = (selected: string | null, onSelect: (key: string | null) => void = () => {}) => (
  <CountryPanel
    groups={groups}
    selected={selected}
    onSelect={onSelect}
    listLabel="your blogs by country"
    noun="blog"
  />
);
const listed = (container: HTMLElement) =>
  textsOf(container.querySelectorAll('.country-list button[data-country-id]'));
const button = (container: HTMLElement, text: string) =>
  Array.from(container.querySelectorAll('.country-list button')).find((b) => b.textContent === text);

describe('the country list beside a map', () => {
  it('lists the countries with the most blogs first and the rest behind "show all"', async () => {
    const { container } = await render(panel(null));
    expect(listed(container)).toEqual(
      groups.slice(0, LISTED_AT_FIRST).map((g) => `${g.label} (${g.ids.length})`),
    );
    expect(button(container, ALL_COUNTRIES)?.getAttribute('aria-pressed')).toBe('true');
    const more = button(container, showAll(12));
    expect(more?.getAttribute('aria-expanded')).toBe('false');

    await click(more);
    expect(listed(container)).toHaveLength(12);
    expect(button(container, SHOW_FEWER)?.getAttribute('aria-expanded')).toBe('true');
    await click(button(container, SHOW_FEWER));
    expect(listed(container)).toHaveLength(LISTED_AT_FIRST);
  });

  it('keeps a country picked on the map listed, pressed, even past the first few', async () => {
    const picks: (string | null)[] = [];
    const { container } = await render(panel('111', (key) => picks.push(key)));
    expect(listed(container)).toEqual([
      ...groups.slice(0, LISTED_AT_FIRST).map((g) => `${g.label} (${g.ids.length})`),
      'land 11 (1)',
    ]);
    const picked = button(container, 'land 11 (1)');
    expect(picked?.getAttribute('aria-pressed')).toBe('true');
    await click(picked);
    expect(picks).toEqual([null]);
  });

  it('lists nine countries whole: a button in place of one country saves nothing', async () => {
    const { container } = await render(
      <CountryPanel
        groups={groups.slice(0, 9)}
        selected={null}
        onSelect={() => {}}
        listLabel="x"
        noun="blog"
      />,
    );
    expect(listed(container)).toHaveLength(9);
    expect(button(container, showAll(9))).toBeUndefined();
  });
});
