// One line per request: method, path, status, milliseconds. The path only: query strings may carry
// tokens, and bodies or headers may carry passwords, so neither is ever logged.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    c.var.log.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
