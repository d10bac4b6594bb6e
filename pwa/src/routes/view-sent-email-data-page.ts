import { createRoute } from '@tanstack/react-router';
import { SentEmailPage } from '../features/admin-mail/SentEmailPage.tsx';
import { adminRoute } from './_admin.ts';

export const sentEmailRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/view-sent-email-data-page/$emailId',
  component: SentEmailPage,
});
