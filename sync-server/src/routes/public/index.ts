// /api/public/blogs: what anyone may read, without a token (SPEC §6, §7). The reads answer cached bytes
// with an ETag (services/blogs/public-reads.ts); ?view=summary asks for the home page's paged summaries
// (shared/api/public-blogs.ts), ?q= a readers' search (shared/api/public-search.ts), and without either
// the list is SPEC §7's, whatever else the query holds.
import { Hono } from 'hono';
import { summaryQuerySchema } from '../../../../shared/api/public-blogs';
import { publicSearchQuerySchema } from '../../../../shared/api/public-search';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { cachedAnswer } from '../../http/etag-answer';
import { enforce } from '../../http/rate-limit';
import { describeIssues } from '../../http/validate';
import { blogAnswer } from '../../services/blogs/blog-answer';
import { raiseViews } from '../../services/blogs/public-blogs';
import {
  publicBlogView,
  publicListView,
  searchPageView,
  summaryPageView,
} from '../../services/blogs/public-reads';
import { ValidationError } from '../../services/errors';
import { searchesPerAddress } from '../../services/rate-limit/limits';

export function publicRoutes() {
  return (
    new Hono<AppEnv>({ strict: false })
      .get('/blogs', async (c) => {
        const { deps } = c.var;
        const searching = c.req.query('q') !== undefined && c.req.query('view') === undefined;
        if (c.req.query('view') === undefined && !searching)
          return cachedAnswer(c, await publicListView(deps));
        const repeated = Object.entries(c.req.queries()).find(([, values]) => values.length > 1);
        if (repeated) throw new ValidationError(`${repeated[0]} may be given only once`);
        if (searching) {
          const search = publicSearchQuerySchema.safeParse(c.req.query());
          if (!search.success) throw new ValidationError(describeIssues(search.error.issues));
          await enforce(c, searchesPerAddress, clientIp(c));
          return cachedAnswer(c, await searchPageView(deps, search.data));
        }
        const query = summaryQuerySchema.safeParse(c.req.query());
        if (!query.success) throw new ValidationError(describeIssues(query.error.issues));
        return cachedAnswer(c, await summaryPageView(deps, query.data));
      })
      .get('/blogs/:id', async (c) => cachedAnswer(c, await publicBlogView(c.var.deps, c.req.param('id'))))
      // SPEC §4: viewing raises views by one (once per visitor and window); whatever the body says,
      // nothing else changes. The answer is the blog with its views as counted now.
      .put('/blogs/:id', async (c) => {
        const blog = await raiseViews(c.var.deps, c.req.param('id'), clientIp(c));
        return c.json(await blogAnswer(c.var.deps, blog));
      })
  );
}
