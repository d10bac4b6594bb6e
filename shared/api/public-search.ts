// GET /api/public/blogs/?q=words: public blogs holding any of the words in their title, country or story,
// best match first, a page of PUBLIC_SEARCH_PAGE_SIZE at a time. A q without letters or digits finds
// nothing; GET /api/public/blogs/ without q keeps its list (public-blogs.ts).
import { z } from 'zod';
import { PUBLIC_SEARCH_MAX, PUBLIC_SEARCH_PAGE_MAX } from './public-search-limits.ts';

export {
  PUBLIC_SEARCH_MAX,
  PUBLIC_SEARCH_PAGE_MAX,
  PUBLIC_SEARCH_PAGE_SIZE,
} from './public-search-limits.ts';

const PAGE_ERROR = `The page must be a whole number from 1 to ${PUBLIC_SEARCH_PAGE_MAX}`;

export const publicSearchQuerySchema = z.strictObject({
  q: z
    .string()
    .max(PUBLIC_SEARCH_MAX, { error: `The search can have at most ${PUBLIC_SEARCH_MAX} characters` }),
  page: z.coerce
    .number({ error: PAGE_ERROR })
    .int({ error: PAGE_ERROR })
    .min(1, { error: PAGE_ERROR })
    .max(PUBLIC_SEARCH_PAGE_MAX, { error: PAGE_ERROR })
    .optional(),
});
export type PublicSearchQuery = z.output<typeof publicSearchQuerySchema>;

/** One found blog: what a result shows, with a piece of its story instead of the whole. */
export interface PublicSearchHit {
  _id: string;
  blogTitle: string;
  author: string;
  country: string;
  createdAt: string;
  updatedAt: string;
  /** Some words of the story around the first word searched for (its start when none is there). */
  excerpt: string;
}

export interface PublicSearchPage {
  items: PublicSearchHit[];
  /** Every public blog the words find. */
  total: number;
  page: number;
  pageSize: number;
  /** The words searched for, folded (shared/search-words.ts), for the screen to mark. */
  words: string[];
}
