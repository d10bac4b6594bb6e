import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SEARCH_MAX, USER_FILTERS, type UserFilter } from '../../../shared/api/admin-list-limits.ts';
import { adminRoute } from './_admin.ts';
import { flag, oneOf, pageNumber, text } from './search-params.ts';

interface UsersSearch {
  q?: string | undefined;
  filter?: UserFilter | undefined;
  page?: number | undefined;
  create?: boolean | undefined;
}

// The list's search, filter and page live in the URL, so a reload or "back" shows the same list; `create`
// opens the new-user dialog (the dashboard's "new user" tile). Anything unreadable is dropped.
export const adminUsersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin-users',
  validateSearch: (search: Record<string, unknown>): UsersSearch => ({
    q: text(search.q, SEARCH_MAX),
    filter: oneOf(search.filter, USER_FILTERS),
    page: pageNumber(search.page),
    create: flag(search.create),
  }),
  component: lazyRouteComponent(() => import('../features/admin-users/AdminUsersPage.tsx'), 'AdminUsersPage'),
});
