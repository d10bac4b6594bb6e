// Who is calling. requireUser admits a valid token of an existing, current, unsuspended account and
// refuses every write of the demo user; requireAdmin also wants isAdmin.
import type { MiddlewareHandler } from 'hono';
import { DEMO_NOTICE } from '../../../shared/messages';
import { ForbiddenError, UnauthorizedError } from '../services/errors';
import { SUSPENDED } from '../services/users/login';
import { signedInUser } from '../services/users/signed-in';
import type { AppEnv } from './context';
import { readToken } from './tokens';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const EXPIRED = 'Your session has expired, please sign in again';

export interface GuardOptions {
  /**
   * The route writes nothing though it is called with POST (it looks something up, such as the send
   * dialog's addresses): the demo user may call it, for the demo notice to come at the write itself.
   */
  writesNothing?: boolean;
}

export function requireUser({ writesNothing = false }: GuardOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = header.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw new UnauthorizedError();
    const { deps } = c.var;
    const claims = await readToken(deps.config.jwtSecret, match[1]);
    const user = claims && (await signedInUser(deps, claims.sub));
    if (!claims || !user || user.tokenVersion !== claims.ver) throw new UnauthorizedError(EXPIRED);
    if (user.isSuspended) throw new ForbiddenError(SUSPENDED);
    if (user.isDemoUser && !writesNothing && !READS.has(c.req.method)) throw new ForbiddenError(DEMO_NOTICE);
    c.set('user', user);
    await next();
  };
}

export function requireAdmin(options: GuardOptions = {}): MiddlewareHandler<AppEnv> {
  const user = requireUser(options);
  return (c, next) =>
    user(c, async () => {
      if (!c.var.user.isAdmin) throw new ForbiddenError('This needs an admin account');
      await next();
    });
}
