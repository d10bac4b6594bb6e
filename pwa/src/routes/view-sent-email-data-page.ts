import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './_admin.ts';

export const sentEmailRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/view-sent-email-data-page/$emailId',
  component: lazyRouteComponent(() => import('../features/admin-mail/SentEmailPage.tsx'), 'SentEmailPage'),
});
