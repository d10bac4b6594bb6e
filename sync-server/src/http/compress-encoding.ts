// Which compression an answer gets: the client's Accept-Encoding decides between brotli and gzip (q
// values honoured, brotli preferred on a tie, since it is smaller), and only text types are worth it:
// images and media are compressed already, and an event stream must reach the client event by event.
export type Encoding = 'br' | 'gzip';

const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/** Below this, the encoding's own overhead eats the saving. */
export const COMPRESS_MIN_BYTES = 1024;

const TEXT_TYPE =
  /^(?:text\/(?:html|css|plain|javascript|xml|csv)|application\/(?:json|[\w.-]+\+json|javascript|xml|wasm))\s*(?:;|$)/i;

export function isCompressibleType(contentType: string | null | undefined): boolean {
  return contentType !== null && contentType !== undefined && TEXT_TYPE.test(contentType);
}

/** The q value of each coding the header names ("*" included); absent header: nothing accepted. */
function acceptedCodings(header: string): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    codings.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  return codings;
}

/** The best of offered the client accepts, or undefined for the answer as it is. */
export function chooseEncoding(
  acceptEncoding: string | null | undefined,
  offered: readonly Encoding[] = PREFERENCE,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const codings = acceptedCodings(acceptEncoding);
  const wildcard = codings.get('*') ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of PREFERENCE.filter((e) => offered.includes(e))) {
    const q = codings.get(encoding) ?? wildcard;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Adds Accept-Encoding to a Vary header value (kept as is when already there or "*"). */
export function varyOnEncoding(vary: string | null): string {
  if (!vary) return 'Accept-Encoding';
  if (vary.trim() === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return vary;
  return `${vary}, Accept-Encoding`;
}
