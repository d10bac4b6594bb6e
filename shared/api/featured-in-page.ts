// The home page's first page of featured blogs, as `/` carries it inside the page (sync-server
// http/home-page.ts writes it, pwa features/home/featured-in-page.ts reads it): the id of the JSON data
// block (<script type="application/json">) and the query whose answer it holds, the one the home page
// would otherwise send first. Apart from public-blogs.ts, whose zod rules a first visit does not load.
import type { SummaryQuery } from './public-blogs';

export const FEATURED_IN_PAGE = {
  elementId: 'featured-page',
  query: { view: 'summary', featured: 'true' },
} as const satisfies { elementId: string; query: SummaryQuery };
