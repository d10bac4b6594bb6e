import { createRoute } from '@tanstack/react-router';
import { ManageImagesPage } from '../features/manage-images/ManageImagesPage.tsx';
import { authRoute } from './_auth.ts';

export const manageImagesRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/manage-images/$blogId',
  component: ManageImagesPage,
});
