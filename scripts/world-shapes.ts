// The world map's shapes, projected once here rather than on every device: world-atlas countries-110m
// (Natural Earth's 1:110m countries) through Equal Earth into SVG paths, written to
// pwa/src/features/map/world-shapes.json, which the app imports as data. Projecting took about 100 ms of
// a desktop's main thread (several times that on a phone) at the first map of every page life; parsing
// the paths takes well under a millisecond, and the download is the same size.
// Run after updating world-atlas, d3-geo or topojson-client: npx tsx scripts/world-shapes.ts
// (scripts/world-shapes.test.ts fails while the file is not what this makes).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { geoEqualEarth, geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json' with { type: 'json' };
import { type CountryShape, MAP_HEIGHT, MAP_WIDTH } from '../pwa/src/features/map/world-frame.ts';

export const SHAPES_FILE = fileURLToPath(
  new URL('../pwa/src/features/map/world-shapes.json', import.meta.url),
);

type CountryProperties = { name: string };

/** Every country of the map, projected with Equal Earth (areas true to size, shapes that read well small). */
export function projectWorld(): CountryShape[] {
  const topology = world as unknown as Topology<{ countries: GeometryCollection<CountryProperties> }>;
  const countries = feature(topology, topology.objects.countries).features as Feature<
    Geometry,
    CountryProperties
  >[];
  // No adaptive resampling (precision 0): the 1:110m outlines' points are close enough that straight lines
  // between them look the same at these sizes, and resampling is most of the projecting's time.
  const projection = geoEqualEarth().fitSize([MAP_WIDTH, MAP_HEIGHT], { type: 'Sphere' }).precision(0);
  // One decimal is a tenth of a map unit, far below a pixel at any size the app draws: a smaller file.
  const path = geoPath(projection).digits(1);
  const round = (value: number) => Math.round(value * 10) / 10;
  return countries.map((country) => {
    const [x, y] = path.centroid(country);
    return {
      key: country.id === undefined ? country.properties.name : String(country.id),
      d: path(country) ?? '',
      centre: [round(x), round(y)],
    };
  });
}

/** The file's text: one country a line, so a change of data shows as a readable diff. */
export function shapesText(shapes: readonly CountryShape[]): string {
  return `[\n${shapes.map((shape) => JSON.stringify(shape)).join(',\n')}\n]\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(SHAPES_FILE, shapesText(projectWorld()));
  console.log(`wrote ${SHAPES_FILE}`);
}
