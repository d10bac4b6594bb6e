// The built PWA. Hashed files (assets/, workbox-*.js) never change under their name: cached for a year.
// Everything else, index.html and sw.js above all, is revalidated on every load so updates arrive.
// Client routes (paths without a file extension, outside /api and /media) get index.html: the SPA fallback.
// Files go out precompressed when the client accepts it, with an ETag (compress-static.ts); a byte range
// is left to serveStatic. The home page, `/`, carries its first featured blogs (home-page.ts).
import { join, normalize, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { fileAnswer, fileAt, lookUpFile, type StaticFile, unchanged } from './compress-static';
import type { AppEnv } from './context';
import { errorResponse } from './errors';
import { homePageAnswer, homePages } from './home-page';

const HASHED = /^\/(assets\/.+-[A-Za-z0-9_-]{8,}\.\w+|workbox-[0-9a-f]{8,}\.js)$/;
/** Lookups kept: the build's files are a few hundred; more would be paths nobody built. */
const KEEP_MAX = 2000;

export function cacheControlFor(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The file a path names: itself, index.html for a client route, nothing outside root or for the API. */
function fileFor(root: string, path: string): string | undefined {
  const last = path.split('/').pop() ?? '';
  if (!last.includes('.')) {
    if (/^\/(api|media)(\/|$)/.test(path)) return undefined;
    return join(root, 'index.html');
  }
  const file = normalize(join(root, decodeURIComponent(path)));
  return file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : undefined;
}

export function pwaRoutes(root: string) {
  const app = new Hono<AppEnv>();
  const files = new Map<string, Promise<StaticFile | undefined>>();
  const home = homePages();

  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok || c.res.status === 304) c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
    // serveStatic refuses a range past the end with an empty body typed as the file; say why, in JSON.
    if (c.res.status === 416) c.res = errorResponse(c, 416, 'Range not satisfiable');
  });
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = fileFor(normalize(root), c.req.path);
    if (!path) return next();
    // A byte range of a file is serveStatic's; a client route answers its whole page (a range is optional).
    if (c.req.header('Range') && path !== join(normalize(root), 'index.html')) return next();
    let file = files.get(path);
    // One stat a request keeps the lookup true to a build rewritten under the running server.
    const known = file && (await file);
    if (!file || (known && !unchanged(known, await fileAt(path)))) {
      file = lookUpFile(path);
      if (files.size >= KEEP_MAX) files.clear();
      files.set(path, file);
    }
    const found = await file;
    if (!found) {
      files.delete(path);
      return next();
    }
    const page = c.req.path === '/' ? await homePageAnswer(c, found, home) : undefined;
    return page ?? fileAnswer(c, found);
  });
  app.use('*', serveStatic({ root }));
  return app;
}
