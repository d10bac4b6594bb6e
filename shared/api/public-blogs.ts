// The public list as a home page needs it: summaries (no body, no photo rows), newest first, paged by a
// cursor. GET /api/public/blogs/ with none of these parameters keeps SPEC §7's answer (every public blog,
// whole); a call with ?view=summary answers one SummaryPage.
import { z } from 'zod';
import type { ImageRef } from '../entities/image.ts';

export const SUMMARY_PAGE_SIZE = 20;
export const SUMMARY_PAGE_MAX = 100;

const SIZE_ERROR = `The page size must be a whole number from 1 to ${SUMMARY_PAGE_MAX}`;

/** ?view=summary, ?featured=true (only featured blogs), ?limit= (page size), ?cursor= (from nextCursor). */
export const summaryQuerySchema = z.strictObject({
  view: z.literal('summary', { error: 'The view can only be "summary"' }),
  featured: z.enum(['true', 'false'], { error: 'featured must be true or false' }).optional(),
  limit: z.coerce
    .number({ error: SIZE_ERROR })
    .int({ error: SIZE_ERROR })
    .min(1, { error: SIZE_ERROR })
    .max(SUMMARY_PAGE_MAX, { error: SIZE_ERROR })
    .optional(),
  cursor: z.string().max(200, { error: 'The cursor is not one this server gave' }).optional(),
});
export type SummaryQuery = z.output<typeof summaryQuerySchema>;

/** One public blog as a list shows it. */
export interface PublicBlogSummary {
  _id: string;
  blogTitle: string;
  author: string;
  country: string;
  featured: boolean;
  createdAt: string;
  views: number;
  heroImage: ImageRef | null;
}

export interface SummaryPage {
  blogs: PublicBlogSummary[];
  /** Pass as ?cursor= for the next page; null on the last page. */
  nextCursor: string | null;
}
