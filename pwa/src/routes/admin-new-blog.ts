import { createRoute } from '@tanstack/react-router';
import { AdminNewBlogPage } from '../features/admin-new-blog/AdminNewBlogPage.tsx';
import { adminRoute } from './_admin.ts';

export const adminNewBlogRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin-new-blog',
  component: AdminNewBlogPage,
});
