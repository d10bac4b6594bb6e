import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.ts';

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  component: lazyRouteComponent(() => import('../features/auth/RegisterPage.tsx'), 'RegisterPage'),
});
