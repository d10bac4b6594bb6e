import { createRoute } from '@tanstack/react-router';
import { UserBlogsPage } from '../features/user-blogs/UserBlogsPage.tsx';
import { authRoute } from './_auth.ts';

export const userBlogsRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/user-blogs',
  component: UserBlogsPage,
});
