// The built PWA. Hashed files (assets/, workbox-*.js) never change under their name: cached for a year.
// Everything else, index.html and sw.js above all, is revalidated on every load so updates arrive.
// Client routes (paths without a file extension, outside /api and /media) get index.html: the SPA fallback.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context';

const HASHED = /^\/(assets\/.+-[A-Za-z0-9_-]{8,}\.\w+|workbox-[0-9a-f]{8,}\.js)$/;

export function cacheControlFor(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function pwaRoutes(root: string) {
  const app = new Hono<AppEnv>();
  let indexHtml: Promise<string> | undefined;

  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
  });
  app.use('*', serveStatic({ root }));
  app.get('*', async (c, next) => {
    const path = c.req.path;
    const last = path.split('/').pop() ?? '';
    if (last.includes('.') || /^\/(api|media)(\/|$)/.test(path)) return next();
    indexHtml ??= readFile(join(root, 'index.html'), 'utf8').catch((error: unknown) => {
      indexHtml = undefined;
      throw error;
    });
    return c.html(await indexHtml);
  });
  return app;
}
