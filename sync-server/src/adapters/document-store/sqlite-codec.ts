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

/** A document's stored text. Undefined properties are left out, as both other stores do. */
export function encodeDoc(doc: Doc): string {
  return JSON.stringify(doc, encodeValue);
}

/** A value as it is stored inside a document (a Date as its object). */
export function encodeValueText(value: unknown): string {
  return JSON.stringify({ v: value }, encodeValue).slice('{"v":'.length, -1);
}

function decodeValue(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const date = (value as Record<string, unknown>)[DATE];
    if (typeof date === 'string' && Object.keys(value).length === 1) return new Date(date);
  }
  return value;
}

export function decodeDoc<T extends Doc = Doc>(text: string): T {
  return JSON.parse(text, decodeValue) as T;
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
