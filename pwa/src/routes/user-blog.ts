import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authRoute } from './_auth.ts';

export const userBlogRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/user-blog/$blogId',
  component: lazyRouteComponent(() => import('../features/blog-page/OwnBlogPage.tsx'), 'OwnBlogPage'),
});
