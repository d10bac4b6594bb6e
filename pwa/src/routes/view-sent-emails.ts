import { createRoute } from '@tanstack/react-router';
import { SentEmailsPage } from '../features/admin-mail/SentEmailsPage.tsx';
import { adminRoute } from './_admin.ts';

export const sentEmailsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/view-sent-emails',
  component: SentEmailsPage,
});
