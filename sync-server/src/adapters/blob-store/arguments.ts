// Argument rules shared by the blob-store adapters, so disk and S3 refuse the same inputs the same way.
import type { ByteRange } from '../../ports/blob-store';
import { InvalidBlobKeyError, isValidBlobKey } from '../../ports/blob-store';

/** A malformed range is the caller's bug, not a property of the object: S3 would silently ignore it. */
export function assertByteRange(range: ByteRange): void {
  const { start, end } = range;
  const badEnd = end !== undefined && (!Number.isSafeInteger(end) || end < start);
  if (!Number.isSafeInteger(start) || start < 0 || badEnd) {
    throw new RangeError(`invalid byte range: ${JSON.stringify(range)}`);
  }
}

/**
 * A list prefix is matched as a plain string prefix (S3's meaning), so `img/a` finds `img/ab/cd.webp`.
 * It must still read as a key, with an optional trailing '/', or the disk walk could leave its root.
 */
export function assertBlobPrefix(prefix: string): void {
  if (prefix === '') return;
  const bare = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isValidBlobKey(bare)) throw new InvalidBlobKeyError(prefix);
}
