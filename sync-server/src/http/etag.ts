// Conditional GETs: If-None-Match against an answer's ETag, compared weakly (RFC 9110 §13.1.2), since
// one tag names the answer in every encoding.
function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/** True when the client's If-None-Match header names etag (or is "*"): answer 304. */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}
