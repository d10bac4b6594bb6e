// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, eventually, render } from '../../test-support/render.tsx';
import { LocatorMap } from './LocatorMap.tsx';

afterEach(cleanup);

describe('the locator map', () => {
  it("highlights and rings the blog's country, hidden from screen readers (the page says it)", async () => {
    const { container } = await render(<LocatorMap country="  PORTUGAL " />);
    // The box is there at once, keeping its place while the map loads.
    expect(container.querySelector('.world-map-box--locator')).not.toBeNull();
    await eventually(() => expect(container.querySelector('svg')).not.toBeNull(), 10_000);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(
      Array.from(svg.querySelectorAll('.world-map__country--located'), (p) =>
        p.getAttribute('data-country-id'),
      ),
    ).toEqual(['620']);
    expect(svg.querySelector('circle.world-map__marker')).not.toBeNull();
    // Zoomed to the country's part of the world, not the whole map.
    expect(svg.getAttribute('viewBox')?.split(' ').slice(2)).toEqual(['360', '180']);
  });

  it('draws nothing for a country the map does not know', async () => {
    const { container } = await render(<LocatorMap country="Lazio" />);
    expect(container.innerHTML).toBe('');
  });
});
