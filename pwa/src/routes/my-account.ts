import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authRoute } from './_auth.ts';

export const myAccountRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/my-account',
  component: lazyRouteComponent(() => import('../features/account/AccountPage.tsx'), 'AccountPage'),
});
