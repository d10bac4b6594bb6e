// Issue 33: the bundled world (world-atlas countries-110m, Natural Earth's 1:110m countries) as SVG paths,
// projected at build time by scripts/world-shapes.ts into world-shapes.json, so a device only parses them.
// Only WorldMap.tsx imports this, and only through a lazy import, so the shapes (about 46 kB gzipped) load
// on the screens that draw a map.
import type { CountryShape } from './world-frame.ts';
import shapes from './world-shapes.json' with { type: 'json' };

/** Every country of the map. */
export function worldShapes(): readonly CountryShape[] {
  return shapes as CountryShape[];
}
