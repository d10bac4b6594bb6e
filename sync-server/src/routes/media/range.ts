// Parses a single `Range: bytes=a-b` header. Anything else (suffix or multiple ranges) is ignored and
// the whole object is served, which RFC 9110 allows.
import type { ByteRange } from '../../ports/blob-store';

export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header?.trim().match(/^bytes=(\d+)-(\d*)$/);
  if (!match) return undefined;
  const start = Number(match[1]);
  if (match[2] === '') return { start };
  const end = Number(match[2]);
  return end >= start ? { start, end } : undefined;
}
