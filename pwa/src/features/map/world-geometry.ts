// Issue 33: the bundled world (world-atlas countries-110m, Natural Earth's 1:110m countries) as SVG paths.
// Decoded and projected once per page life, on the device: the map needs no network. Only WorldMap.tsx
// imports this, and only through a lazy import, so the geometry (about 40 kB gzipped) and d3-geo load on
// the screens that draw a map.
import { geoEqualEarth, geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';

/** The projected map's size in SVG units; Equal Earth is about 2.05 times as wide as it is tall. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 468;

export interface CountryShape {
  /** As country-names.ts: the ISO 3166-1 numeric code, or the name for a shape without one. */
  key: string;
  /** The SVG path, in map units. */
  d: string;
  /** The shape's centre of area, in map units: where a locator map centres and rings it. */
  centre: [number, number];
}

type CountryProperties = { name: string };

let shapes: CountryShape[] | null = null;

/** Every country of the map, projected with Equal Earth (areas true to size, shapes that read well small). */
export function worldShapes(): readonly CountryShape[] {
  if (shapes) return shapes;
  const topology = world as unknown as Topology<{ countries: GeometryCollection<CountryProperties> }>;
  const countries = feature(topology, topology.objects.countries).features as Feature<
    Geometry,
    CountryProperties
  >[];
  // No adaptive resampling (precision 0): the 1:110m outlines' points are close enough that straight lines
  // between them look the same at these sizes, and resampling is most of the projecting's time.
  const projection = geoEqualEarth().fitSize([MAP_WIDTH, MAP_HEIGHT], { type: 'Sphere' }).precision(0);
  // One decimal is a tenth of a map unit, far below a pixel at any size the app draws: a smaller page.
  const path = geoPath(projection).digits(1);
  shapes = countries.map((country) => ({
    key: country.id === undefined ? country.properties.name : String(country.id),
    d: path(country) ?? '',
    centre: path.centroid(country),
  }));
  return shapes;
}
