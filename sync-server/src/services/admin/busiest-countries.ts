// The dashboard's busiest countries from the store's counts of blogs per country value. Blogs spell a
// country as their authors typed it ("France", "france ", "FRANCE"), so spellings are one country when
// they match ignoring case and surrounding spaces; the name shown is the spelling most blogs use.
import type { CountryStats } from '../../../../shared/api/admin-stats';
import type { GroupCount } from '../../ports/document-store';

interface Country {
  blogs: number;
  /** Blogs per spelling, to name the country as most of them do. */
  spellings: Map<string, number>;
}

/** Names the country by its most used spelling; a tie goes to the one that sorts first. */
function nameOf(spellings: Map<string, number>): string {
  let best = '';
  let most = -1;
  for (const [spelling, blogs] of spellings) {
    if (blogs > most || (blogs === most && spelling < best)) [best, most] = [spelling, blogs];
  }
  return best;
}

/** The `limit` countries with the most blogs, most first, ties by name; no country (blank) left out. */
export function busiestCountries(groups: readonly GroupCount[], limit: number): CountryStats[] {
  const countries = new Map<string, Country>();
  for (const { value, count } of groups) {
    if (typeof value !== 'string') continue;
    const spelling = value.trim();
    if (!spelling) continue;
    const key = spelling.toLowerCase();
    const country = countries.get(key) ?? { blogs: 0, spellings: new Map<string, number>() };
    country.blogs += count;
    country.spellings.set(spelling, (country.spellings.get(spelling) ?? 0) + count);
    countries.set(key, country);
  }
  return [...countries.values()]
    .map(({ blogs, spellings }) => ({ country: nameOf(spellings), blogs }))
    .sort((a, b) => b.blogs - a.blogs || (a.country < b.country ? -1 : a.country > b.country ? 1 : 0))
    .slice(0, limit);
}
