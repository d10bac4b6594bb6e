// /api/public/blogs: what anyone may read, without a token (SPEC §6, §7).
import { Hono } from 'hono';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { blogAnswer, blogAnswers } from '../../services/blogs/blog-answer';
import { getPublicBlog, listPublicBlogs, raiseViews } from '../../services/blogs/public-blogs';

export function publicRoutes() {
  return (
    new Hono<AppEnv>({ strict: false })
      .get('/blogs', async (c) => c.json(await blogAnswers(c.var.deps, await listPublicBlogs(c.var.deps))))
      .get('/blogs/:id', async (c) =>
        c.json(await blogAnswer(c.var.deps, await getPublicBlog(c.var.deps, c.req.param('id')))),
      )
      // SPEC §4: viewing raises views by one (once per visitor and window); whatever the body says,
      // nothing else changes. The answer is the blog with its views as counted now.
      .put('/blogs/:id', async (c) => {
        const blog = await raiseViews(c.var.deps, c.req.param('id'), clientIp(c));
        return c.json(await blogAnswer(c.var.deps, blog));
      })
  );
}
