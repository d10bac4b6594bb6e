import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.ts';

export const askRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ask',
  component: lazyRouteComponent(() => import('../features/contact/ContactPage.tsx'), 'ContactPage'),
});
