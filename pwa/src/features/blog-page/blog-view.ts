// What both blog pages show, whichever copy it comes from: the owner's record in db.blogs (LocalBlog),
// the public feed's copy (data/public-copies.ts), or the server's answer. The public copies are read-only JSON
// the device did not write, so their fields are checked rather than trusted.
import type { LocalBlog } from '../../data/records.ts';
import type { PhotoFields } from '../blogs/blog-photos.ts';

export interface BlogView {
  id: string;
  blogTitle: string;
  /** Empty while a blog made on this device has not reached the server (it stamps the author). */
  author: string;
  country: string;
  blogBody: string;
  views: number | null;
  userID: string | null;
  createdByAdmin: boolean;
  status: string | null;
  lastEdited: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Any blog-shaped document: a LocalBlog, a public feed record, or the server's JSON. */
export function viewOf(doc: { _id: string } & Record<string, unknown>): BlogView {
  return {
    id: doc._id,
    blogTitle: text(doc.blogTitle),
    author: text(doc.author),
    country: text(doc.country),
    blogBody: text(doc.blogBody),
    views: count(doc.views),
    userID: textOrNull(doc.userID),
    createdByAdmin: doc.createdByAdmin === true,
    status: textOrNull(doc.status),
    lastEdited: textOrNull(doc.lastEdited),
  };
}

/** The owner's record, read the same way as any other copy. */
export const viewOfLocal = (blog: LocalBlog): BlogView => viewOf({ ...blog });

/** A public copy names its photos only through imageData (a LocalBlog also has hashes; see blog-photos). */
export function publicPhotoFields(doc: Record<string, unknown>): PhotoFields {
  const data = doc.imageData;
  if (typeof data !== 'object' || data === null) return {};
  return { imageData: data as NonNullable<PhotoFields['imageData']> };
}

/** The page's shareable link: the public view, which any signed-in reader may open. */
export const shareLink = (origin: string, id: string): string =>
  `${origin}/public-blog/${encodeURIComponent(id)}`;
