import type { Blog } from '../../../../shared/entities/blog.ts';
import { apiFetch } from '../../api/client.ts';

export const CREATE_PATH = '/api/admin/create/user-blog/admin';

/** SPEC §7: creates the blog for the user the form names; answers the new blog. */
export function createAdminBlog(form: FormData): Promise<Blog> {
  return apiFetch<Blog>(CREATE_PATH, { method: 'POST', auth: true, form });
}
