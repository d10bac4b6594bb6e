import { createRoute } from '@tanstack/react-router';
import { UserBlogsPage, userBlogsContent } from '../features/user-blogs/UserBlogsPage.tsx';
import { authRoute } from './_auth.ts';

export const userBlogsRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/user-blogs',
  loader: () => userBlogsContent.preload(),
  component: UserBlogsPage,
});
