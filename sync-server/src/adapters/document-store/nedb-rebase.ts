// What a commit does with a document that a write outside the lock changed after the transaction read it
// (a view counted, a user's counter recounted). Where the two changed different top-level fields, the
// transaction's fields go on top of the document as it is now, just as a direct `$set` of those fields
// would have landed beside the other write; where both changed one field, or one of them created or
// deleted the document, the transaction must run again on what is there now.
import { isDeepStrictEqual } from 'node:util';
import type { Doc } from '../../ports/document-store';

type Fields = Record<string, unknown>;

function changedKeys(from: Fields, to: Fields): Set<string> {
  const keys = new Set([...Object.keys(from), ...Object.keys(to)]);
  return new Set([...keys].filter((key) => !isDeepStrictEqual(from[key], to[key])));
}

/** The image to commit, or 'conflict' when the transaction must run again. */
export function rebase<T extends Doc>(
  read: T | null,
  current: T | null,
  image: T | null,
): T | null | 'conflict' {
  if (isDeepStrictEqual(read, current)) return image;
  if (!read || !current || !image) return 'conflict';
  const outside = changedKeys(read, current);
  const mine = changedKeys(read, image);
  for (const key of mine) if (outside.has(key)) return 'conflict';
  const next: Fields = { ...current };
  for (const key of mine) {
    if (key in image) next[key] = (image as Fields)[key];
    else delete next[key];
  }
  return next as T;
}
