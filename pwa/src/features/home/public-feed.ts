// The public blog list as the home page needs it: a summary of each blog, read from the server's answer,
// the synced table or the device cache alike. Each item is checked on the way in, so one odd document (or a
// cache written by an older build) drops that item instead of breaking the page.
import { z } from 'zod';
import { apiFetch } from '../../api/client.ts';

const imageRef = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.array(z.object({ width: z.number(), url: z.string() })).default([]),
  thumbhash: z.string().optional(),
});

const blogSummary = z.object({
  _id: z.string(),
  blogTitle: z.string(),
  author: z.string().default(''),
  country: z.string().default(''),
  featured: z.boolean().default(false),
  createdAt: z.string().default(''),
  heroImage: imageRef.nullable().default(null),
});

export type BlogSummary = z.infer<typeof blogSummary>;

/**
 * A server document (or a record of the synced feed) as a summary; null when it is not a blog. Documents
 * carry the hero in imageData; summaries (the cache) carry it as heroImage.
 */
export function summarize(doc: unknown): BlogSummary | null {
  if (!doc || typeof doc !== 'object') return null;
  const { imageData } = doc as { imageData?: { heroImage?: unknown } };
  const parsed = blogSummary.safeParse(imageData ? { ...doc, heroImage: imageData.heroImage ?? null } : doc);
  return parsed.success ? parsed.data : null;
}

export const summarizeAll = (docs: readonly unknown[]): BlogSummary[] =>
  docs.flatMap((doc) => summarize(doc) ?? []);

/** SPEC §2 Home: only blogs with featured true are listed. */
export const featuredOnly = (blogs: readonly BlogSummary[]): BlogSummary[] => blogs.filter((b) => b.featured);

/** GET /api/public/blogs/ (public, no token). */
export async function fetchPublicBlogs(signal?: AbortSignal): Promise<BlogSummary[]> {
  const docs = await apiFetch<unknown>('/api/public/blogs/', signal ? { signal } : {});
  return Array.isArray(docs) ? summarizeAll(docs) : [];
}
