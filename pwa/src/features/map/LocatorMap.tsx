import { countryKey } from './country-match.ts';
import { LazyWorldMap } from './LazyWorldMap.tsx';

/**
 * Issue 33: a blog's country on a small map, highlighted and ringed. Nothing for a country the map does
 * not know (a region, a city, a typo). Hidden from screen readers: the page says the country in text.
 */
export function LocatorMap({ country }: { country: string }) {
  const key = countryKey(country);
  if (!key) return null;
  return <LazyWorldMap locate={key} label={null} />;
}
