import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.ts';

export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms',
  component: lazyRouteComponent(() => import('../features/terms/TermsPage.tsx'), 'TermsPage'),
});
