// The world map's frame: its size in SVG units and what a projected country holds, shared by the app and
// by scripts/world-shapes.ts, which projects the shapes into it at build time.

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
