// The admin's blog calls (SPEC §7): update any blog, delete any blog. An update names the revision the
// admin looked at (If-Match), so an edit made meanwhile by the owner is merged, not silently overwritten.
import type { Blog } from '../../../../shared/entities/blog.ts';
import { apiFetch } from '../../api/client.ts';
import { ADMIN_BLOGS_PATH } from '../admin/admin-paths.ts';

/** A blog as GET /api/admin/ lists it. */
export type AdminBlog = Blog;

/** What the admin may change (SPEC §3 admin blog update); the author is the owner's name, never sent. */
export interface AdminBlogForm {
  blogTitle: string;
  blogBody: string;
  country: string;
  publish: boolean;
  featured: boolean;
  suspended: boolean;
}

export const adminBlogPath = (id: string): string => `${ADMIN_BLOGS_PATH}${encodeURIComponent(id)}`;
export const adminDeletePath = (id: string): string => `/api/blogs/admin-delete/${encodeURIComponent(id)}`;

export function formOfBlog({ blogTitle, blogBody, country, publish, featured, suspended }: AdminBlog) {
  return { blogTitle, blogBody, country, publish, featured, suspended } satisfies AdminBlogForm;
}

/** `"3"`: the revision of the blog as the list showed it; none when the server sent no revision. */
export function ifMatch(blog: Pick<AdminBlog, 'rev'>): Record<string, string> {
  return blog.rev === undefined ? {} : { 'If-Match': `"${blog.rev}"` };
}

export function updateAdminBlog(blog: AdminBlog, changes: Partial<AdminBlogForm>): Promise<AdminBlog> {
  return apiFetch<AdminBlog>(adminBlogPath(blog._id), {
    method: 'PUT',
    auth: true,
    json: changes,
    headers: ifMatch(blog),
  });
}

export function deleteAdminBlog(id: string): Promise<{ msg?: string }> {
  return apiFetch<{ msg?: string }>(adminDeletePath(id), { method: 'DELETE', auth: true });
}
