// Field values compared by content: the canonical JSON text (object keys sorted), so two copies of one
// value are equal however they were built, arrays of photo hashes included.

/** The canonical JSON text of a value: equal texts mean equal values. */
export function orderKey(value: unknown): string {
  return JSON.stringify(canonical(value)) ?? 'undefined';
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((k) => [k, canonical(object[k])]),
    );
  }
  return value;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return orderKey(a) === orderKey(b);
}
