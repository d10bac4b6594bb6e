// One line per request: method, path, status, milliseconds. The path only: query strings may carry
// tokens, and bodies or headers may carry passwords, so neither is ever logged.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/** Code points a log viewer may take as the end of a line or as a command: C0, DEL, C1, U+2028/2029. */
function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/**
 * The path as the client sent it, for a log line. Hono hands it over decoded, so %0A would be a real line
 * break: a client could forge whole log lines, or hide its own. Control characters go back to %-escapes.
 */
export function loggedPath(path: string): string {
  let out = '';
  for (const ch of path) {
    const code = ch.codePointAt(0) ?? 0;
    out += isControl(code) ? encodeURIComponent(ch) : ch;
  }
  return out;
}

export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    c.var.log.info(`${c.req.method} ${loggedPath(c.req.path)} ${c.res.status} ${ms}ms`);
  };
}
