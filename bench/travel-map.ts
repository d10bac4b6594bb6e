// The traveller's map (issue 33) on the device's side, in Node: parsing the bundled world's shapes (once
// per page life, on the first map; projected at build time by scripts/world-shapes.ts), and grouping a heavy traveller's 5,000 blogs by
// country, which /user-blogs redoes whenever the blogs change. Figures and targets, never pass/fail; a
// phone is several times slower than this machine. Alone: npx tsx -e "import('./bench/travel-map.ts').then(m => m.travelMapBench())"
import { readFile } from 'node:fs/promises';
import { countryKey, groupByCountry } from '../pwa/src/features/map/country-match';
import { COUNTRY_NAMES } from '../pwa/src/features/map/country-names';
import { SHAPES_FILE } from '../scripts/world-shapes';
import { recordFigures, recordTarget } from './results';
import { percentile } from './timed';

const BLOGS = 5_000;
const RUNS = 20;
/** What people type: names in every case, the other forms, and some that are no country on the map. */
const WRITTEN = [
  ...Object.values(COUNTRY_NAMES).flatMap((names) => names.map((n, i) => (i % 2 ? n.toUpperCase() : n))),
  'Lazio',
  'Paris',
  'Madeira',
  '',
];

const ms = (value: number) => `${value.toFixed(2)} ms`;

export async function travelMapBench(): Promise<void> {
  // Read as the app gets it: JSON text (the chunk comes from the service worker's precache), parsed.
  const text = await readFile(SHAPES_FILE, 'utf8');
  const started = performance.now();
  const shapes = JSON.parse(text) as { d: string }[];
  const worldMs = performance.now() - started;
  const pathBytes = shapes.reduce((sum, shape) => sum + shape.d.length, 0);

  const blogs = Array.from({ length: BLOGS }, (_, i) => ({
    id: `blog-${i}`,
    country: WRITTEN[(i * 7) % WRITTEN.length] ?? '',
  }));
  const times: number[] = [];
  let countries = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const t = performance.now();
    countries = groupByCountry(
      blogs,
      (b) => b.id,
      (b) => b.country,
    ).length;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const matchStarted = performance.now();
  let matched = 0;
  for (const text of WRITTEN) if (countryKey(text)) matched += 1;
  const perName = ((performance.now() - matchStarted) * 1000) / WRITTEN.length;

  console.log(`Traveller's map (issue 33): the world and ${BLOGS} blogs by country, on this machine`);
  console.log(
    `  world's shapes parsed (first map of a page): ${ms(worldMs)}, ${shapes.length} countries, ${(pathBytes / 1000).toFixed(0)} kB of SVG paths`,
  );
  console.log(
    `  ${BLOGS} blogs grouped into ${countries} countries: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (${RUNS} runs)`,
  );
  console.log(
    `  one name matched: ${perName.toFixed(2)} µs (${matched} of ${WRITTEN.length} names are on the map)`,
  );
  recordFigures('travelMap', {
    worldMs,
    countries: shapes.length,
    pathBytes,
    groupBlogs: BLOGS,
    groupMedianMs: percentile(times, 50),
    groupP95Ms: percentile(times, 95),
    matchMicroseconds: perName,
  });
  recordTarget({
    name: "map: the world's shapes parsed",
    goal: '< 16 ms (a frame)',
    measured: ms(worldMs),
    met: worldMs < 16,
  });
  recordTarget({
    name: `map: ${BLOGS} blogs grouped by country`,
    goal: '< 16 ms (a frame)',
    measured: `p95 ${ms(percentile(times, 95))}`,
    met: percentile(times, 95) < 16,
  });
}
