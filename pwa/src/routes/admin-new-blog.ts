import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './_admin.ts';

export const adminNewBlogRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin-new-blog',
  component: lazyRouteComponent(
    () => import('../features/admin-new-blog/AdminNewBlogPage.tsx'),
    'AdminNewBlogPage',
  ),
});
