import { createRoute } from '@tanstack/react-router';
import { MessagesPage } from '../features/admin-messages/MessagesPage.tsx';
import { adminRoute } from './_admin.ts';

export const adminMessagesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin-messages',
  component: MessagesPage,
});
