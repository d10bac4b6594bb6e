// Rate limits at the edge: a limiter per purpose, keyed by what the request says (IP, account).
import type { Context, MiddlewareHandler } from 'hono';
import { RateLimitError } from '../services/errors';
import { RateLimiter } from '../services/rate-limit/rate-limiter';
import type { AppEnv } from './context';

export function enforce(limiter: RateLimiter, key: string): void {
  const result = limiter.consume(key);
  if (!result.ok) throw new RateLimitError(result.retryAfterSeconds);
}

export function rateLimit(
  limit: number,
  windowMs: number,
  key: (c: Context<AppEnv>) => string,
): MiddlewareHandler<AppEnv> {
  const limiter = new RateLimiter(limit, windowMs);
  return async (c, next) => {
    enforce(limiter, key(c));
    await next();
  };
}
