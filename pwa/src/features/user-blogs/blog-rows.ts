// SPEC §2 own blogs table: created, last edited, views, country, blog title, status, and whether the
// device's writes have reached the server yet.
import { formatDate, formatTime } from '../../../../shared/dates.ts';
import type { BlogSummary } from '../../data/blog-summaries.ts';
import type { LocalBlog } from '../../data/records.ts';

export const NO_BLOGS = 'no blogs to show!';
export const NOT_SYNCED = 'not synced yet';
export const SYNCED = 'synced';
/** For a value the server has not stamped yet (a blog created offline has no status or edit time). */
export const NONE = '—';

/** The column captions, also shown beside each value when a narrow screen stacks a row into a card. */
export const COLUMNS = [
  'created',
  'last edited',
  'views',
  'country',
  'blog title',
  'status',
  'sync',
] as const;

export interface BlogRow {
  id: string;
  created: string;
  lastEdited: string;
  views: number;
  country: string;
  title: string;
  status: string;
  synced: string;
}

export function blogRow(blog: BlogSummary<LocalBlog>): BlogRow {
  const created = new Date(blog.createdAt);
  return {
    id: blog._id,
    created: `${formatDate(created)} ${formatTime(created)}`,
    // The server's own en-GB stamp, shown as it wrote it.
    lastEdited: blog.lastEdited || NONE,
    views: blog.views ?? 0,
    country: blog.country || NONE,
    title: blog.blogTitle,
    status: blog.status || NONE,
    synced: blog.pending === 1 ? NOT_SYNCED : SYNCED,
  };
}

export function newestFirst<T extends Pick<LocalBlog, 'createdAt'>>(blogs: readonly T[]): T[] {
  return [...blogs].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
