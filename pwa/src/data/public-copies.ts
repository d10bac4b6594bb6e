// Where the device keeps the public feed: other people's public blogs in publicBlogs (and their summaries),
// the user's own public ones on their own records (LocalBlog.shown), as the pull stores them (pull-page.ts).
// Screens read the feed through here, so both halves show alike.
import type { UserDb } from './db.ts';
import type { PublicBlog } from './records.ts';

/** IndexedDB's order of a `createdAt` index walked backwards: newest first, then the higher id first. */
function newestFirst(a: PublicBlog, b: PublicBlog): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a._id < b._id ? 1 : a._id > b._id ? -1 : 0;
}

/** The summaries (blog-summaries.ts) of every public blog the device holds, its own included, newest first. */
export async function publicFeedSummaries(db: UserDb): Promise<PublicBlog[]> {
  const [theirs, own] = await Promise.all([db.publicBlogSummaries.toArray(), db.blogSummaries.toArray()]);
  const shown = own.flatMap((blog) => (blog.shown ? [blog.shown] : []));
  return [...theirs, ...shown].sort(newestFirst);
}

/** The public copy of one blog, whoever wrote it; undefined when the device has none. */
export async function publicCopy(db: UserDb, id: string): Promise<PublicBlog | undefined> {
  return (await db.publicBlogs.get(id)) ?? (await db.blogs.get(id))?.shown ?? undefined;
}
