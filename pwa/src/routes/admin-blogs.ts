import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SEARCH_MAX } from '../../../shared/api/admin-list-limits.ts';
import { adminRoute } from './_admin.ts';
import { pageNumber, text } from './search-params.ts';

// The search and the page live in the URL, so a reload or a shared link shows the same list; anything
// unreadable falls back to the whole list's first page.
export const adminBlogsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin-blogs',
  validateSearch: (
    search: Record<string, unknown>,
  ): { q?: string | undefined; page?: number | undefined } => ({
    q: text(search.q, SEARCH_MAX),
    page: pageNumber(search.page),
  }),
  component: lazyRouteComponent(() => import('../features/admin-blogs/AdminBlogsPage.tsx'), 'AdminBlogsPage'),
});
