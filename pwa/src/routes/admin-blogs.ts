import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SEARCH_MAX } from '../../../shared/api/admin-lists.ts';
import { AdminBlogsPage } from '../features/admin-blogs/AdminBlogsPage.tsx';
import { adminRoute } from './_admin.ts';

// The search and the page live in the URL, so a reload or a shared link shows the same list; anything
// unreadable falls back to the whole list's first page.
const searchSchema = z.object({
  q: z.string().max(SEARCH_MAX).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export const adminBlogsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin-blogs',
  validateSearch: searchSchema,
  component: AdminBlogsPage,
});
