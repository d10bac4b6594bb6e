import { createRoute } from '@tanstack/react-router';
import { TasksPage, tasksContent } from '../features/tasks/TasksPage.tsx';
import { authRoute } from './_auth.ts';

export const tasksRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/tasks',
  loader: () => tasksContent.preload(),
  component: TasksPage,
});
