import { createRoute } from '@tanstack/react-router';
import { OwnBlogPage } from '../features/blog-page/OwnBlogPage.tsx';
import { authRoute } from './_auth.ts';

export const userBlogRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/user-blog/$blogId',
  component: OwnBlogPage,
});
