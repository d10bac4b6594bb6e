import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.ts';

export const faqsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/faqs',
  component: lazyRouteComponent(() => import('../features/faq/FaqPage.tsx'), 'FaqPage'),
});
