// /api/public/blogs: what anyone may read, without a token (SPEC §6, §7).
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { blogView } from '../../services/blogs/blog-doc';
import { getPublicBlog, listPublicBlogs, raiseViews } from '../../services/blogs/public-blogs';

export function publicRoutes() {
  return (
    new Hono<AppEnv>({ strict: false })
      .get('/blogs', async (c) => c.json((await listPublicBlogs(c.var.deps)).map(blogView)))
      .get('/blogs/:id', async (c) => c.json(blogView(await getPublicBlog(c.var.deps, c.req.param('id')))))
      // SPEC §4: viewing raises views by one; whatever the body says, nothing else changes.
      .put('/blogs/:id', async (c) => c.json(blogView(await raiseViews(c.var.deps, c.req.param('id')))))
  );
}
