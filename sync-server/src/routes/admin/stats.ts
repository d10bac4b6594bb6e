// GET /api/admin/stats: the dashboard's charts in one admin-only call (shared/api/admin-stats.ts).
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { dashStats } from '../../services/admin/dash-stats';

export function adminStatsRoutes() {
  // Mounted before the admin blog routes, whose GET /:id would otherwise take "stats" for a blog id.
  return new Hono<AppEnv>({ strict: false }).get('/stats', requireAdmin(), async (c) =>
    c.json(await dashStats(c.var.deps)),
  );
}
