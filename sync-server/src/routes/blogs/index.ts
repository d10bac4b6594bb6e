// /api/blogs: the signed-in user's own blogs and their images (SPEC §7). Static paths come before
// /:id so "delete-img" is never read as a blog id.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  blogAsReadSchema,
  blogIdSchema,
  createBlogSchema,
  deleteImageSchema,
  OWN_BLOG_SERVER_FIELDS,
  replaceImageSchema,
} from '../../../../shared/api/blogs';
import { requireAdmin, requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { baseRevOf } from '../../http/if-match';
import { formFields, oneFile, onlyFiles, readMultipart } from '../../http/upload';
import { describeIssues, validate } from '../../http/validate';
import { requireWriter } from '../../http/write-limit';
import { blogAnswer, blogAnswers } from '../../services/blogs/blog-answer';
import { blogs, getOwnBlog } from '../../services/blogs/blog-doc';
import { createBlog } from '../../services/blogs/create-blog';
import { deleteBlog } from '../../services/blogs/delete-blog';
import { addImages, deleteAllImages, deleteImage, replaceImage } from '../../services/blogs/image-verbs';
import { updateBlogAsRead } from '../../services/blogs/update-blog-as-read';
import { ValidationError } from '../../services/errors';

// SPEC §7 names a deleteBlog flag on DELETE; a body, when sent, may carry only that.
const deleteFlag = z.strictObject({ deleteBlog: z.literal(true).optional() });

async function optionalDeleteFlag(text: string): Promise<void> {
  if (!text.trim()) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError('Malformed JSON in request body');
  }
  const result = deleteFlag.safeParse(body);
  if (!result.success) throw new ValidationError(describeIssues(result.error.issues));
}

export function blogRoutes() {
  const auth = requireUser();
  // Writes also count against the user's writes per minute.
  const writer = requireWriter();
  const own = (c: { var: { user: { _id: string } } }) => ({ userID: c.var.user._id });

  return new Hono<AppEnv>({ strict: false })
    .post('/', writer, async (c) => {
      const form = await readMultipart(c);
      onlyFiles(form, ['heroImage', 'images']);
      const fields = formFields(form, createBlogSchema);
      const heroImage = form.files.heroImage ? oneFile(form, 'heroImage') : undefined;
      const blog = await createBlog(c.var.deps, c.var.user, fields, {
        heroImage,
        images: form.files.images ?? [],
      });
      return c.json(await blogAnswer(c.var.deps, blog), 201);
    })
    .get('/', auth, async (c) =>
      c.json(
        await blogAnswers(c.var.deps, await blogs(c.var.deps).find(own(c), { sort: { createdAt: -1 } })),
      ),
    )
    .delete('/admin-delete/:id', requireAdmin(), async (c) => {
      const blog = await deleteBlog(c.var.deps, c.req.param('id'), {});
      return c.json({ msg: 'Blog deleted', _id: blog._id });
    })
    .put('/delete-img', writer, validate('json', deleteImageSchema), async (c) => {
      const blog = await deleteImage(c.var.deps, own(c), c.req.valid('json'));
      return c.json({ blog: await blogAnswer(c.var.deps, blog) });
    })
    .put('/update-img', writer, async (c) => {
      const form = await readMultipart(c);
      onlyFiles(form, ['image']);
      const input = formFields(form, replaceImageSchema);
      const blog = await replaceImage(c.var.deps, own(c), input, oneFile(form, 'image'));
      return c.json({ blog: await blogAnswer(c.var.deps, blog) });
    })
    .put('/update-imgs/bulk', writer, async (c) => {
      const form = await readMultipart(c);
      onlyFiles(form, ['images']);
      const { blogID } = formFields(form, blogIdSchema);
      if (!form.files.images?.length) return c.json({ message: 'Choose at least one image' }, 400);
      const blog = await addImages(c.var.deps, own(c), blogID, form.files.images);
      return c.json({ blog: await blogAnswer(c.var.deps, blog) });
    })
    .put('/delete-imgs/bulk', writer, validate('json', blogIdSchema), async (c) => {
      const blog = await deleteAllImages(c.var.deps, own(c), c.req.valid('json').blogID);
      return c.json({ blog: await blogAnswer(c.var.deps, blog) });
    })
    .get('/:id', auth, async (c) =>
      c.json(await blogAnswer(c.var.deps, await getOwnBlog(c.var.deps, c.var.user._id, c.req.param('id')))),
    )
    .put('/:id', writer, validate('json', blogAsReadSchema), async (c) => {
      const { deps } = c.var;
      const [id, body, edit] = [c.req.param('id'), c.req.valid('json'), { baseRev: baseRevOf(c) }];
      const blog = await updateBlogAsRead(deps, id, own(c), body, OWN_BLOG_SERVER_FIELDS, edit);
      return c.json(await blogAnswer(deps, blog));
    })
    .delete('/:id', writer, async (c) => {
      await optionalDeleteFlag(await c.req.text());
      // If-Match: a delete made on an older view keeps what it had not seen (blog-writes.ts deleteBlogTx).
      const blog = await deleteBlog(c.var.deps, c.req.param('id'), own(c), baseRevOf(c));
      return c.json({ msg: 'Blog deleted', _id: blog._id });
    });
}
