import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PUBLIC_SEARCH_MAX } from '../../../shared/api/public-search-limits.ts';
import { rootRoute } from './root.ts';
import { text } from './search-params.ts';

// The readers' search of public blogs: open to everyone, its words in the URL so a reload or a shared
// link shows the same results; anything unreadable reads as no search yet.
export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: (search: Record<string, unknown>): { q?: string | undefined } => ({
    q: text(search.q, PUBLIC_SEARCH_MAX),
  }),
  component: lazyRouteComponent(() => import('../features/search/SearchPage.tsx'), 'SearchPage'),
});
