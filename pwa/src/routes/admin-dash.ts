import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './_admin.ts';

export const adminDashRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin-dash',
  component: lazyRouteComponent(() => import('../features/admin-dash/AdminDashPage.tsx'), 'AdminDashPage'),
});
