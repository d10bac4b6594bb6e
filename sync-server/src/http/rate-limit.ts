// Rate limits at the edge: a limiter per purpose (services/rate-limit/limits.ts), keyed by what the
// request says (address, account), counted in the DocumentStore so every instance shares them.
import type { Context, MiddlewareHandler } from 'hono';
import { RateLimitError } from '../services/errors';
import type { Limiter, RateLimitResult } from '../services/rate-limit/limiter';
import type { AppEnv } from './context';

/** A refusal becomes RateLimitError: 429 with Retry-After and the limit's message. */
export function refuseIfOver(result: RateLimitResult): void {
  if (!result.ok) throw new RateLimitError(result.retryAfterSeconds, result.message);
}

/** Counts one attempt (or `weight`) for key; throws RateLimitError beyond the limit. */
export async function enforce(c: Context<AppEnv>, limiter: Limiter, key: string, weight = 1): Promise<void> {
  refuseIfOver(await limiter.consume(c.var.deps.store, key, weight));
}

export function rateLimit(limiter: Limiter, key: (c: Context<AppEnv>) => string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforce(c, limiter, key(c));
    await next();
  };
}
