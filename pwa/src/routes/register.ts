import { createRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/RegisterPage.tsx';
import { rootRoute } from './root.ts';

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  component: RegisterPage,
});
