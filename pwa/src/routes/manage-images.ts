import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authRoute } from './_auth.ts';

export const manageImagesRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/manage-images/$blogId',
  component: lazyRouteComponent(
    () => import('../features/manage-images/ManageImagesPage.tsx'),
    'ManageImagesPage',
  ),
});
