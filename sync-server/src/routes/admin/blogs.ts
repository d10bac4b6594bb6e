// /api/admin/ blog management: every blog, any blog's update (suspension included), and a blog created
// for another user (SPEC §3 admin new blog payload). Mounted after the admin user routes, so
// /api/admin/users is never read as a blog id.
import { Hono } from 'hono';
import { listQuerySchema, wantsPage } from '../../../../shared/api/admin-lists';
import {
  adminBlogAsReadSchema,
  adminCreateBlogSchema,
  BLOG_FIELD_NAMES,
  BLOG_SERVER_FIELDS,
} from '../../../../shared/api/blogs';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { baseRevOf } from '../../http/if-match';
import { formFields, oneFile, onlyFiles, readMultipart } from '../../http/upload';
import { validate } from '../../http/validate';
import { blogAnswer, blogAnswers } from '../../services/blogs/blog-answer';
import { getBlog } from '../../services/blogs/blog-doc';
import { createBlog } from '../../services/blogs/create-blog';
import { listAllBlogs, pageBlogs } from '../../services/blogs/list-blogs';
import { updateBlogAsRead } from '../../services/blogs/update-blog-as-read';
import { adminWriter } from '../../services/sync/writers';
import { getUserDoc } from '../../services/users/user-doc';

export function adminBlogRoutes() {
  const admin = requireAdmin();
  return new Hono<AppEnv>({ strict: false })
    .post('/create/user-blog/admin', admin, async (c) => {
      const form = await readMultipart(c);
      onlyFiles(form, ['heroImage', 'images']);
      const {
        userID,
        createdByAdmin: _,
        ...fields
      } = formFields(form, adminCreateBlogSchema, BLOG_FIELD_NAMES);
      const owner = await getUserDoc(c.var.deps, userID);
      const heroImage = form.files.heroImage ? oneFile(form, 'heroImage') : undefined;
      const blog = await createBlog(
        c.var.deps,
        owner,
        fields,
        { heroImage, images: form.files.images ?? [] },
        { createdByAdmin: true, by: adminWriter(c.var.user._id) },
      );
      return c.json(await blogAnswer(c.var.deps, blog), 201);
    })
    .get('/', admin, validate('query', listQuerySchema), async (c) => {
      const query = c.req.valid('query');
      if (wantsPage(query)) return c.json(await pageBlogs(c.var.deps, query));
      return c.json(await blogAnswers(c.var.deps, await listAllBlogs(c.var.deps)));
    })
    .get('/:id', admin, async (c) =>
      c.json(await blogAnswer(c.var.deps, await getBlog(c.var.deps, c.req.param('id')))),
    )
    .put('/:id', admin, validate('json', adminBlogAsReadSchema, BLOG_FIELD_NAMES), async (c) => {
      const edit = { by: adminWriter(c.var.user._id), baseRev: baseRevOf(c) };
      const [id, body] = [c.req.param('id'), c.req.valid('json')];
      const blog = await updateBlogAsRead(c.var.deps, id, {}, body, BLOG_SERVER_FIELDS, edit);
      return c.json(await blogAnswer(c.var.deps, blog));
    });
}
