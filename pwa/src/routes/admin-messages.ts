import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './_admin.ts';

export const adminMessagesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin-messages',
  component: lazyRouteComponent(() => import('../features/admin-messages/MessagesPage.tsx'), 'MessagesPage'),
});
