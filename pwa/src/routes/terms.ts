import { createRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/terms/TermsPage.tsx';
import { rootRoute } from './root.ts';

export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms',
  component: TermsPage,
});
