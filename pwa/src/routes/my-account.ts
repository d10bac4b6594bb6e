import { createRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/AccountPage.tsx';
import { authRoute } from './_auth.ts';

export const myAccountRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/my-account',
  component: AccountPage,
});
