// Hostile values: other types, operator-injection and dotted keys, null bytes, lone surrogates, huge
// strings and nesting deeper than any parser or recursive copy should meet.
import fc from 'fast-check';

const DEPTH = 20_000;
/** Nesting no parser or recursive copy should meet: a JSON text, as a client could send it. */
export const DEEP_ARRAY = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
export const DEEP_OBJECT = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
/** Stands for DEEP_ARRAY inside a generated value until toJson writes it out. */
const DEEP = '__deep__';

const injection = fc.constantFrom<unknown>(
  { $ne: null },
  { $gt: '' },
  { $where: 'sleep(1000)' },
  { $regex: '.*' },
  { $in: [] },
  { 'a.b': 1 },
  // Parsed, so __proto__ is an own key as a client's JSON makes it, not this object's prototype.
  JSON.parse('{"__proto__":{"isAdmin":true}}'),
  { constructor: { prototype: { isAdmin: true } } },
);

export const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '\u0000',
    '$where',
    'a.b',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '\ud800',
    '{"$ne":null}',
    'x'.repeat(300_000),
  ),
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 2 ** 53, 1e308, -1e308, 0.5),
);

/** A value that is wrong almost anywhere: other types, injections, huge and deep. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom<unknown>(null, true, false, [], {}, DEEP),
  injection,
  fc.jsonValue({ maxDepth: 3 }),
);

export const hostileKey = fc.constantFrom(
  '$set',
  '$where',
  '$ne',
  'a.b',
  '__proto__',
  'constructor',
  'isAdmin',
  '_id',
);

/** A JSON text with DEEP markers replaced by deeply nested arrays (JSON.stringify cannot make them). */
export function toJson(value: unknown): string {
  return JSON.stringify(value).replaceAll(`"${DEEP}"`, DEEP_ARRAY);
}
