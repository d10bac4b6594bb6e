import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './_admin.ts';

export const emailPageRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/email-page',
  component: lazyRouteComponent(() => import('../features/admin-mail/SignupsPage.tsx'), 'SignupsPage'),
});
