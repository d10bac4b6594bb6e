// The caller's address for rate limits: the socket's peer, or with TRUST_PROXY the first address in
// X-Forwarded-For (only safe behind a proxy that sets it).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context';

export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.config.env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return 'unknown';
  }
}
