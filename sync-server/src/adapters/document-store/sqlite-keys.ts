// How a field is compared in SQL, as MongoDB compares it: first by the kind of value (BSON's order: missing
// or null, numbers, strings, objects, arrays, booleans, dates), then by the value within the kind. An index
// of the store is over these pairs (sqlite-indexes.ts), so a filter or a sort on an indexed field reads the
// index (sqlite-plan.ts). json_extract gives a boolean as 1 or 0 and a date as its stored object's text
// (sqlite-codec.ts), which the kind keeps apart from numbers and strings.
import { encodeValueText } from './sqlite-codec';

/** A scalar a filter can compare in SQL: the kind's rank and the value as json_extract returns it. */
export interface SqlScalar {
  rank: number;
  value: number | string;
}

/** The rank of each kind of value, in BSON's order. */
export const RANK = { missing: 0, number: 1, string: 2, object: 3, array: 4, boolean: 5, date: 6 } as const;

/** The SQL JSON path of a dotted field path, each key quoted: `meta.rating` → `$."meta"."rating"`. */
export function jsonPath(path: string): string {
  return `$${path
    .split('.')
    .map((key) => `."${key.replaceAll('"', '""')}"`)
    .join('')}`;
}

/** A SQL string literal. */
export function sqlText(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** The rank of the field's kind of value, in SQL. */
export function rankSql(path: string): string {
  const at = sqlText(jsonPath(path));
  const dateAt = sqlText(`${jsonPath(path)}."$date"`);
  return (
    `(CASE json_type(doc, ${at}) WHEN 'integer' THEN ${RANK.number} WHEN 'real' THEN ${RANK.number} ` +
    `WHEN 'text' THEN ${RANK.string} WHEN 'object' THEN ` +
    `iif(json_type(doc, ${dateAt}) = 'text', ${RANK.date}, ${RANK.object}) ` +
    `WHEN 'array' THEN ${RANK.array} WHEN 'true' THEN ${RANK.boolean} WHEN 'false' THEN ${RANK.boolean} ` +
    `ELSE ${RANK.missing} END)`
  );
}

/**
 * The field's value, in SQL. `missingMatches` makes a missing field and null one value (not SQL's NULL,
 * which a unique index never counts as taken): what a unique index that is not sparse needs, as on MongoDB.
 */
export function valueSql(path: string, missingMatches = false): string {
  const value = `json_extract(doc, ${sqlText(jsonPath(path))})`;
  return missingMatches ? `ifnull(${value}, x'00')` : value;
}

/** A filter's value as SQL compares it, or undefined for what only the document matcher can judge. */
export function sqlScalar(value: unknown): SqlScalar | undefined {
  if (typeof value === 'string') return { rank: RANK.string, value };
  if (typeof value === 'number') return Number.isFinite(value) ? { rank: RANK.number, value } : undefined;
  if (typeof value === 'boolean') return { rank: RANK.boolean, value: value ? 1 : 0 };
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    const year = value.getUTCFullYear();
    // Outside years 0-9999 the ISO text is signed and longer, and no longer sorts as the instant does.
    if (year < 0 || year > 9999) return undefined;
    return { rank: RANK.date, value: encodeValueText(value) };
  }
  return undefined;
}
