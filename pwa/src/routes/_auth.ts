import { createRoute } from '@tanstack/react-router';
import { requireUser } from './guards.ts';
import { rootRoute } from './root.ts';

/** Pathless layout: every screen the route table marks "logged in" is registered under it. */
export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_auth',
  beforeLoad: requireUser,
});
