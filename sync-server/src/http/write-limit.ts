// The per-user limit on writes (limits.ts writesPerUser): REST writes count one each, a sync push one
// per mutation, counted before anything is applied.
import type { Context, MiddlewareHandler } from 'hono';
import { writesPerUser } from '../services/rate-limit/limits';
import { requireUser } from './auth';
import type { AppEnv } from './context';
import { refuseIfOver } from './rate-limit';

/** Counts `writes` for the signed-in user; 429 with Retry-After beyond the limit. */
export async function enforceWrites(c: Context<AppEnv>, writes: number): Promise<void> {
  const limit = c.var.deps.config.env.WRITES_PER_MINUTE;
  // A batch larger than the whole limit counts as all of it, so it still passes in a fresh minute; an
  // empty one still counts as a request.
  const weight = Math.max(1, Math.min(writes, limit));
  refuseIfOver(await writesPerUser.consume(c.var.deps.store, c.var.user._id, weight, limit));
}

/** requireUser, then one write counted against the user's limit. */
export function requireWriter(): MiddlewareHandler<AppEnv> {
  const user = requireUser();
  return (c, next) =>
    user(c, async () => {
      await enforceWrites(c, 1);
      await next();
    });
}
