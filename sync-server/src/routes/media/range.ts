// Parses a single `Range: bytes=a-b` header. Anything else (suffix or multiple ranges) is ignored and
// the whole object is served, which RFC 9110 allows.
import type { ByteRange } from '../../ports/blob-store';

export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header?.trim().match(/^bytes=(\d+)-(\d*)$/);
  if (!match) return undefined;
  const start = offset(match[1] ?? '');
  if (match[2] === '') return { start };
  const end = offset(match[2] ?? '');
  return end >= start ? { start, end } : undefined;
}

/**
 * Offsets past MAX_SAFE_INTEGER lie beyond any object's end, so they are clamped to it: a start there is
 * answered 416 with the object's size, an end there means the end of the object.
 */
function offset(digits: string): number {
  return Math.min(Number(digits), Number.MAX_SAFE_INTEGER);
}
