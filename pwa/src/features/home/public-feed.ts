// The public blog list as the home page needs it: a summary of each blog, read from the server's answer,
// the synced table or the device cache alike. Each item is checked on the way in, so one odd document (or a
// cache written by an older build) drops that item instead of breaking the page. The checks are written
// out rather than a validator library's: this file is part of every visitor's first download.
import type { SummaryPage } from '../../../../shared/api/public-blogs.ts';
import type { ImageRef } from '../../../../shared/entities/image.ts';
import { apiFetch } from '../../api/client.ts';

export interface BlogSummary {
  _id: string;
  blogTitle: string;
  author: string;
  country: string;
  featured: boolean;
  createdAt: string;
  heroImage: ImageRef | null;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const BAD = Symbol('bad');

/** The field when it has the type, `fallback` when it is absent, BAD otherwise. */
function field<T>(value: unknown, type: 'string' | 'number' | 'boolean', fallback?: T): T | typeof BAD {
  if (value === undefined && fallback !== undefined) return fallback;
  return typeof value === type ? (value as T) : BAD;
}

function imageRef(value: unknown): ImageRef | typeof BAD {
  if (!isFields(value)) return BAD;
  const { id, url, width, height } = value;
  const variants = value.variants ?? [];
  if (typeof id !== 'string' || typeof url !== 'string') return BAD;
  if (typeof width !== 'number' || typeof height !== 'number' || !Array.isArray(variants)) return BAD;
  const kept = variants.map((v: unknown) =>
    isFields(v) && typeof v.width === 'number' && typeof v.url === 'string'
      ? { width: v.width, url: v.url }
      : BAD,
  );
  if (kept.includes(BAD)) return BAD;
  const ref: ImageRef = { id, url, width, height, variants: kept as ImageRef['variants'] };
  if (value.thumbhash === undefined) return ref;
  return typeof value.thumbhash === 'string' ? { ...ref, thumbhash: value.thumbhash } : BAD;
}

/**
 * A server document (or a record of the synced feed) as a summary; null when it is not a blog. Documents
 * carry the hero in imageData; summaries (the cache, the summary list) carry it as heroImage.
 */
export function summarize(doc: unknown): BlogSummary | null {
  if (!isFields(doc)) return null;
  const imageData = isFields(doc.imageData) ? doc.imageData : undefined;
  const hero = imageData ? (imageData.heroImage ?? null) : (doc.heroImage ?? null);
  const summary = {
    _id: field<string>(doc._id, 'string'),
    blogTitle: field<string>(doc.blogTitle, 'string'),
    author: field(doc.author, 'string', ''),
    country: field(doc.country, 'string', ''),
    featured: field(doc.featured, 'boolean', false),
    createdAt: field(doc.createdAt, 'string', ''),
    heroImage: hero === null ? null : imageRef(hero),
  };
  return Object.values(summary).includes(BAD) ? null : (summary as BlogSummary);
}

export const summarizeAll = (docs: readonly unknown[]): BlogSummary[] =>
  docs.flatMap((doc) => summarize(doc) ?? []);

/** SPEC §2 Home: only blogs with featured true are listed. */
export const featuredOnly = (blogs: readonly BlogSummary[]): BlogSummary[] => blogs.filter((b) => b.featured);

export interface FeaturedPage {
  blogs: BlogSummary[];
  /** Where the next page starts; null on the last one. */
  nextCursor: string | null;
}

/**
 * An answer of the summary list as a page of featured blogs. A server that answers SPEC §7's whole list
 * instead is read as one page.
 */
export function featuredPageOf(answer: unknown): FeaturedPage {
  if (Array.isArray(answer)) return { blogs: featuredOnly(summarizeAll(answer)), nextCursor: null };
  const page = (isFields(answer) ? answer : {}) as Partial<Record<keyof SummaryPage, unknown>>;
  return {
    blogs: featuredOnly(Array.isArray(page.blogs) ? summarizeAll(page.blogs) : []),
    nextCursor: typeof page.nextCursor === 'string' ? page.nextCursor : null,
  };
}

/**
 * One page of the featured blogs' summaries (GET /api/public/blogs/?view=summary&featured=true, public,
 * no token), from `cursor` on.
 */
export async function fetchFeaturedPage(cursor: string | null, signal?: AbortSignal): Promise<FeaturedPage> {
  const query = new URLSearchParams({ view: 'summary', featured: 'true' });
  if (cursor) query.set('cursor', cursor);
  return featuredPageOf(await apiFetch<unknown>(`/api/public/blogs/?${query}`, signal ? { signal } : {}));
}
