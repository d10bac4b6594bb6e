import { createRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/ContactPage.tsx';
import { rootRoute } from './root.ts';

export const askRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ask',
  component: ContactPage,
});
