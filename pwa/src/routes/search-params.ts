// Readers for the search parameters the route table keeps in URLs. They run on every page (a route's
// validateSearch cannot load lazily), so they are plain functions rather than a validator library in the
// first download. Anything unreadable reads as absent: a bad link shows the screen's default, not an error.

/** A string of at least `min` and at most `max` characters. */
export const text = (value: unknown, max: number, min = 0): string | undefined =>
  typeof value === 'string' && value.length >= min && value.length <= max ? value : undefined;

/** A page number: a whole number from 1, as a number or as digits. */
export function pageNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** One of `options`. */
export const oneOf = <T extends string>(value: unknown, options: readonly T[]): T | undefined =>
  options.find((option) => option === value);

/** A real boolean (the router reads `?create=true` as one). */
export const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);
