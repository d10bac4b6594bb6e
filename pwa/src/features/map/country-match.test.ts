import { borders } from '@rapideditor/country-coder';
import { describe, expect, it } from 'vitest';
import world from 'world-atlas/countries-110m.json';
import { fieldName } from '../../data/photo-country.ts';
import { countryKey, countryLabel, groupByCountry, normalizeName } from './country-match.ts';
import { COUNTRY_NAMES } from './country-names.ts';

interface AtlasCountry {
  id?: string;
  properties: { name: string };
}
const atlas = (world as unknown as { objects: { countries: { geometries: AtlasCountry[] } } }).objects
  .countries.geometries;
const atlasKey = (country: AtlasCountry) => country.id ?? country.properties.name;

describe('normalizeName', () => {
  it('ignores case, accents, dots, apostrophes, spacing and a leading "the"', () => {
    expect(normalizeName("  Côte  d'Ivoire ")).toBe('cote divoire');
    expect(normalizeName('The U.S.A.')).toBe('usa');
    expect(normalizeName('BOSNIA-and-Herz.')).toBe('bosnia and herz');
  });
});

describe('countryKey', () => {
  it('matches names however they are written', () => {
    for (const text of ['france', 'France', ' FRANCE ', 'fráNce']) expect(countryKey(text)).toBe('250');
  });

  it('matches the common other names', () => {
    expect(countryKey('usa')).toBe('840');
    expect(countryKey('United States')).toBe('840');
    expect(countryKey('U.S.')).toBe('840');
    for (const text of ['uk', 'U.K.', 'united kingdom', 'Britain', 'England', 'scotland', 'Wales']) {
      expect(countryKey(text)).toBe('826');
    }
    expect(countryKey('czech republic')).toBe('203');
    expect(countryKey('Czechia')).toBe('203');
    expect(countryKey('ivory coast')).toBe('384');
    expect(countryKey("cote d'ivoire")).toBe('384');
    expect(countryKey('the netherlands')).toBe('528');
  });

  it('matches nothing for a region, a city, a typo or an empty field', () => {
    for (const text of ['lazio', 'paris', 'frnace', '', '   ', '—', null, undefined]) {
      expect(countryKey(text)).toBeNull();
    }
  });

  it('knows every country of the bundled geometry by its world-atlas name', () => {
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual(atlas.map(atlasKey).sort());
    for (const country of atlas) expect(countryKey(country.properties.name)).toBe(atlasKey(country));
  });

  it('knows every name the photo-country suggestion writes for a country the geometry draws', () => {
    const drawn = new Set(atlas.map(atlasKey));
    const written = borders.features
      .filter((f) => f.properties.iso1N3 && drawn.has(f.properties.iso1N3) && f.properties.nameEn)
      .map((f) => [fieldName(f.properties.nameEn), f.properties.iso1N3] as const);
    expect(written.length).toBeGreaterThan(150);
    for (const [name, key] of written) expect([name, countryKey(name)]).toEqual([name, key]);
  });

  it('gives each name to one country only', () => {
    const seen = new Map<string, string>();
    for (const [key, names] of Object.entries(COUNTRY_NAMES)) {
      for (const name of names) {
        const normal = normalizeName(name);
        expect([normal, seen.get(normal) ?? key]).toEqual([normal, key]);
        seen.set(normal, key);
      }
    }
  });
});

describe('countryLabel', () => {
  it('shows the first, plain name in lower case', () => {
    expect(countryLabel('840')).toBe('united states');
    expect(countryLabel('180')).toBe('democratic republic of the congo');
    expect(countryLabel('Kosovo')).toBe('kosovo');
  });
});

describe('groupByCountry', () => {
  it('groups items by the country they name, most first, leaving out the unknown', () => {
    const blogs = [
      { id: 'a', country: 'France' },
      { id: 'b', country: 'usa' },
      { id: 'c', country: 'france' },
      { id: 'd', country: 'Lazio' },
      { id: 'e', country: 'Italy' },
      { id: 'f', country: '' },
      { id: 'g', country: 'United States' },
      { id: 'h', country: 'FRANCE' },
    ];
    const groups = groupByCountry(
      blogs,
      (b) => b.id,
      (b) => b.country,
    );
    expect(groups).toEqual([
      { key: '250', label: 'france', ids: ['a', 'c', 'h'] },
      { key: '840', label: 'united states', ids: ['b', 'g'] },
      { key: '380', label: 'italy', ids: ['e'] },
    ]);
  });
});
