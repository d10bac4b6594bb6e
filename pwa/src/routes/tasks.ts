import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authRoute } from './_auth.ts';

export const tasksRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/tasks',
  component: lazyRouteComponent(() => import('../features/tasks/TasksPage.tsx'), 'TasksPage'),
});
