// How large one document may grow, checked on every create and update: its texts within their limits (a
// merge of two devices' edits can make a text longer than either of them sent), its gallery within the
// photo limit, and the whole within documentBytes. Only growth is refused, so a document stored before a
// limit existed can still be cut down to size.
import {
  BODY_MAX,
  BODY_TOO_LONG,
  TITLE_MAX,
  TITLE_TOO_LONG,
  tooManyImages,
} from '../../../../shared/api/blogs';
import type { ImageData } from '../../../../shared/entities/image';
import { PayloadTooLargeError } from '../errors';
import type { QuotaLimits } from './limits';

type Fields = Record<string, unknown>;

const TEXTS = [
  ['blogTitle', TITLE_MAX, TITLE_TOO_LONG],
  ['blogBody', BODY_MAX, BODY_TOO_LONG],
] as const;

const lengthOf = (doc: Fields | undefined, field: string) => {
  const value = doc?.[field];
  return typeof value === 'string' ? value.length : 0;
};
const photosOf = (doc: Fields | undefined) =>
  (doc?.imageData as Partial<ImageData> | undefined)?.imageUrls?.length ?? 0;
const bytesOf = (doc: Fields) => Buffer.byteLength(JSON.stringify(doc));

/** `count` photos in a gallery that showed `before`; checked before any photo is looked up or encoded. */
export function assertPhotoCount(count: number, limits: QuotaLimits, before = 0): void {
  if (count > limits.imagesPerBlog && count > before)
    throw new PayloadTooLargeError(tooManyImages(limits.imagesPerBlog));
}

/** noun: what the user calls the document ("blog", "draft", "task"); before: the document it replaces. */
export function assertDocumentFits(noun: string, doc: object, limits: QuotaLimits, before?: object): void {
  const [after, was] = [doc as Fields, before as Fields | undefined];
  for (const [field, max, message] of TEXTS) {
    const length = lengthOf(after, field);
    if (length > max && length > lengthOf(was, field)) throw new PayloadTooLargeError(message);
  }
  assertPhotoCount(photosOf(after), limits, photosOf(was));
  const bytes = bytesOf(after);
  if (bytes > limits.documentBytes && (!was || bytes > bytesOf(was))) {
    const kb = Math.floor(limits.documentBytes / 1024);
    throw new PayloadTooLargeError(`A ${noun} can be at most ${kb} KB`);
  }
}
