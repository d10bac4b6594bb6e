// GET /api/health: which adapters run and whether each answers (checked at most once a second,
// services/health.ts). 503 while any is not ready.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { adapterHealth } from '../../services/health';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { ok, ...adapters } = await adapterHealth(c.var.deps);
    c.header('Cache-Control', 'no-store');
    return c.json({ status: ok ? 'ok' : 'degraded', ...adapters }, ok ? 200 : 503);
  });
}
