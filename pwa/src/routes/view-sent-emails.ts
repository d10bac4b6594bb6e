import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './_admin.ts';

export const sentEmailsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/view-sent-emails',
  component: lazyRouteComponent(() => import('../features/admin-mail/SentEmailsPage.tsx'), 'SentEmailsPage'),
});
