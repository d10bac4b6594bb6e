import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authRoute } from './_auth.ts';

export const userBlogsRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/user-blogs',
  component: lazyRouteComponent(() => import('../features/user-blogs/UserBlogsPage.tsx'), 'UserBlogsPage'),
});
