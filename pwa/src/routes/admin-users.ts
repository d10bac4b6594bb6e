import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SEARCH_MAX, USER_FILTERS } from '../../../shared/api/admin-lists.ts';
import { AdminUsersPage } from '../features/admin-users/AdminUsersPage.tsx';
import { adminRoute } from './_admin.ts';

// The list's search, filter and page live in the URL, so a reload or "back" shows the same list; `create`
// opens the new-user dialog (the dashboard's "new user" tile). Anything unreadable is dropped.
const searchSchema = z.object({
  q: z.string().max(SEARCH_MAX).optional().catch(undefined),
  filter: z.enum(USER_FILTERS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  create: z.boolean().optional().catch(undefined),
});

export const adminUsersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin-users',
  validateSearch: searchSchema,
  component: AdminUsersPage,
});
