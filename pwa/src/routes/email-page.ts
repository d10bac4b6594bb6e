import { createRoute } from '@tanstack/react-router';
import { SignupsPage } from '../features/admin-mail/SignupsPage.tsx';
import { adminRoute } from './_admin.ts';

export const emailPageRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/email-page',
  component: SignupsPage,
});
