// Documents as the SQLite store keeps them: JSON text, a Date as {"$date":"<ISO 8601>"}. ISO strings of one
// form sort as their instants do, so SQLite compares and orders stored dates by json_extract alone, and the
// text of a date can never be a number's or a plain string's (sqlite-keys.ts tells the types apart).
import type { Doc } from '../../ports/document-store';

const DATE = '$date';

function encodeValue(this: Record<string, unknown>, key: string, value: unknown): unknown {
  // JSON.stringify has already turned a Date into its string; the holder still has the Date.
  const original = this[key];
  return original instanceof Date ? { [DATE]: original.toISOString() } : value;
}

function holdsDate(value: unknown): boolean {
  if (value instanceof Date) return true;
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(holdsDate);
  for (const key in value) if (holdsDate((value as Record<string, unknown>)[key])) return true;
  return false;
}

/**
 * A document's stored text. Undefined properties are left out, as both other stores do. A replacer costs
 * JSON.stringify a call per value, so only a document holding a date gets one.
 */
export function encodeDoc(doc: Doc): string {
  return holdsDate(doc) ? JSON.stringify(doc, encodeValue) : JSON.stringify(doc);
}

/** A value as it is stored inside a document (a Date as its object). */
export function encodeValueText(value: unknown): string {
  return JSON.stringify({ v: value }, encodeValue).slice('{"v":'.length, -1);
}

/** Turns each stored date object inside value into a Date, in place; answers value or its Date. */
function revive(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = revive(value[i]);
    return value;
  }
  const fields = value as Record<string, unknown>;
  const date = fields[DATE];
  if (typeof date === 'string' && Object.keys(fields).length === 1) return new Date(date);
  for (const key in fields) fields[key] = revive(fields[key]);
  return value;
}

/**
 * The document a stored text holds. A reviver would cost JSON.parse a call per value (three times the
 * parse itself); the dates are put back by one walk, and only in a text that has one.
 */
export function decodeDoc<T extends Doc = Doc>(text: string): T {
  const doc = JSON.parse(text) as T;
  return text.includes(`"${DATE}"`) ? (revive(doc) as T) : doc;
}

/** A value as encodeValueText (or SQLite's `->` on a stored document) gives it, dates put back. */
export function decodeValueText(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return text.includes(`"${DATE}"`) ? revive(value) : value;
}

/**
 * Refuses field names MongoDB refuses (a leading `$`, a `.`), anywhere in the document: they would read
 * as operators or paths, and `$date` as a stored date.
 */
export function assertStorableNames(value: unknown, path = ''): void {
  if (Array.isArray(value)) {
    for (const item of value) assertStorableNames(item, path);
    return;
  }
  if (typeof value !== 'object' || value === null || value instanceof Date) return;
  for (const [key, inner] of Object.entries(value)) {
    if (key.startsWith('$') || key.includes('.'))
      throw new Error(`field names cannot start with $ or contain a dot: ${JSON.stringify(path + key)}`);
    assertStorableNames(inner, `${path}${key}.`);
  }
}
