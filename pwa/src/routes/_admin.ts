import { createRoute } from '@tanstack/react-router';
import { authRoute } from './_auth.ts';
import { requireAdmin } from './guards.ts';

/**
 * Pathless layout for the route table's "admin" screens. It joins the tree in route-tree.ts together with
 * its first screen: a pathless route without children would match "/" and run its guard there.
 */
export const adminRoute = createRoute({
  getParentRoute: () => authRoute,
  id: '_admin',
  beforeLoad: requireAdmin,
});
