// The update form sends only what the user changed (blog-repository update takes a partial), compared
// with the values the form opened with: a field synced from elsewhere meanwhile is not overwritten by a
// field the user never touched.
import type { BlogText } from '../../data/blog-repository.ts';

export type BlogForm = BlogText;

export function formOf(blog: BlogForm): BlogForm {
  const { blogTitle, country, blogBody, featured, publish } = blog;
  return { blogTitle, country, blogBody, featured, publish };
}

/** The fields of `edited` that differ from `opened` (any flat form: the owner's, the admin's). */
export function changedFields<T extends object>(opened: T, edited: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(opened) as (keyof T)[]) {
    if (edited[key] !== opened[key]) changes[key] = edited[key];
  }
  return changes;
}
