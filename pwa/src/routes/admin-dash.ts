import { createRoute } from '@tanstack/react-router';
import { AdminDashPage } from '../features/admin-dash/AdminDashPage.tsx';
import { adminRoute } from './_admin.ts';

export const adminDashRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin-dash',
  component: AdminDashPage,
});
