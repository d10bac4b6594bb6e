// The Hono app factory: used by main.ts and by tests through app.request().
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { adminBlogRoutes } from '../routes/admin/blogs';
import { adminStatsRoutes } from '../routes/admin/stats';
import { adminUserRoutes } from '../routes/admin/users';
import { blogRoutes } from '../routes/blogs';
import { emailRoutes } from '../routes/emails';
import { healthRoutes } from '../routes/health';
import { mediaRoutes } from '../routes/media';
import { messageRoutes } from '../routes/msg';
import { publicRoutes } from '../routes/public';
import { syncRoutes } from '../routes/sync';
import { taskRoutes } from '../routes/tasks';
import { userRoutes } from '../routes/users';
import { PokeHub } from '../services/sync/pokes';
import { bodyLimits } from './body-limit';
import { compress } from './compress';
import type { AppEnv } from './context';
import { handleError, notFound } from './errors';
import { pwaStyleHashes } from './inline-styles';
import { requestLog } from './request-log';
import { securityHeaders } from './security';
import { pwaRoutes } from './static';

export function createApp(deps: Deps): Hono<AppEnv> {
  // Not strict: SPEC's paths come both with and without a trailing slash (/api/admin/create/).
  const app = new Hono<AppEnv>({ strict: false });
  const s3Public = deps.config.env.S3_PUBLIC_URL;

  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('log', deps.log);
    await next();
  });
  if (deps.config.env.LOG_REQUESTS) app.use(requestLog());
  app.use(
    securityHeaders({
      imageOrigins: s3Public ? [new URL(s3Public).origin] : [],
      styleHashes: pwaStyleHashes(deps.pwaDir),
    }),
  );
  app.use(compress());
  app.use('/api/*', bodyLimits());

  app.route('/api/health', healthRoutes());
  app.route('/api/users', userRoutes());
  app.route('/api/blogs', blogRoutes());
  app.route('/api/public', publicRoutes());
  app.route('/api/emails', emailRoutes());
  app.route('/api/msg', messageRoutes());
  app.route('/api/tasks', taskRoutes());
  app.route('/api/sync', syncRoutes(new PokeHub(deps.store)));
  // User routes first: their static paths (/users, /create) must win over the blog routes' /:id.
  app.route('/api/admin', adminUserRoutes());
  app.route('/api/admin', adminStatsRoutes());
  app.route('/api/admin', adminBlogRoutes());
  app.route('/media', mediaRoutes());
  if (deps.pwaDir) app.route('/', pwaRoutes(deps.pwaDir));

  app.notFound(notFound);
  app.onError(handleError);
  return app;
}
