// Issue 33: a blog's free-text country to a country the world map draws. People write names their own way
// ("France", "usa", "uk", "Côte d'Ivoire"), so case, accents, dots, apostrophes, spacing and a leading "the"
// do not count. Text that names no country on the map (a region, a city, a typo) matches nothing: such a
// blog simply has no place on a map.
import { COUNTRY_NAMES } from './country-names.ts';

/** "Côte d'Ivoire" → "cote divoire", " The  U.S.A. " → "usa". */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

const byName = new Map<string, string>();
for (const [key, names] of Object.entries(COUNTRY_NAMES)) {
  for (const name of names) byName.set(normalizeName(name), key);
}

/** The map's key of the country `text` names (ISO 3166-1 numeric, as world-atlas has it); null for none. */
export function countryKey(text: string | null | undefined): string | null {
  if (!text) return null;
  return byName.get(normalizeName(text)) ?? null;
}

/** The name a map's legend and lists show for a key, lower case like the rest of the app. */
export function countryLabel(key: string): string {
  return COUNTRY_NAMES[key]?.[0] ?? key.toLowerCase();
}

export interface CountryGroup {
  key: string;
  label: string;
  /** The ids of the items in this country, in the order given. */
  ids: string[];
}

/**
 * The items grouped by the country they name, most first (then by name); items naming no country on the
 * map are left out.
 */
export function groupByCountry<T>(
  items: readonly T[],
  id: (item: T) => string,
  country: (item: T) => string | null | undefined,
): CountryGroup[] {
  const groups = new Map<string, CountryGroup>();
  for (const item of items) {
    const key = countryKey(country(item));
    if (key === null) continue;
    let group = groups.get(key);
    if (!group) {
      group = { key, label: countryLabel(key), ids: [] };
      groups.set(key, group);
    }
    group.ids.push(id(item));
  }
  return [...groups.values()].sort((a, b) => b.ids.length - a.ids.length || a.label.localeCompare(b.label));
}
