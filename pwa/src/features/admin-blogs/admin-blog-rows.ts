// SPEC §2 admin blogs: what each row shows (the country is labelled "category"), the count line, and the
// three marks (suspended, published, featured), each with words for screen readers, so a mark never
// depends on its colour alone.
import { formatDate, formatTime } from '../../../../shared/dates.ts';
import type { AdminBlog } from './admin-blogs-api.ts';

export const NO_BLOGS = 'no blogs to show!';
/** For a value the server has not stamped, such as the last edit of a blog never edited. */
export const NONE = '—';

export function countLine(total: number): string {
  if (total === 0) return NO_BLOGS;
  return total === 1 ? '1 blog' : `${total} blogs`;
}

export type MarkKind = 'suspended' | 'published' | 'featured';

export interface Mark {
  kind: MarkKind;
  on: boolean;
  /** The text alternative: "published" or "not published". */
  label: string;
}

export function marksOf(blog: Pick<AdminBlog, 'suspended' | 'publish' | 'featured'>): Mark[] {
  const mark = (kind: MarkKind, on: boolean): Mark => ({ kind, on, label: on ? kind : `not ${kind}` });
  return [
    mark('suspended', blog.suspended),
    mark('published', blog.publish),
    mark('featured', blog.featured),
  ];
}

export interface AdminBlogRow {
  id: string;
  title: string;
  author: string;
  category: string;
  created: string;
  lastEdited: string;
  marks: Mark[];
}

function stamped(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NONE : `${formatDate(date)} ${formatTime(date)}`;
}

export function adminBlogRow(blog: AdminBlog): AdminBlogRow {
  return {
    id: blog._id,
    title: blog.blogTitle,
    author: blog.author || NONE,
    category: blog.country || NONE,
    created: stamped(blog.createdAt),
    // The server's own en-GB stamp, shown as it wrote it.
    lastEdited: blog.lastEdited || NONE,
    marks: marksOf(blog),
  };
}
