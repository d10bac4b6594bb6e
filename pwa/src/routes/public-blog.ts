import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authRoute } from './_auth.ts';

// SPEC §2 route table: logged in, "wrapped by the guard", like every other reader's screen.
export const publicBlogRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/public-blog/$blogId',
  component: lazyRouteComponent(() => import('../features/blog-page/PublicBlogPage.tsx'), 'PublicBlogPage'),
});
