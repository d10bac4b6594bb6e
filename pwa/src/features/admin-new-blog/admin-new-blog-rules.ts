// SPEC §2 admin new blog, §3 "Admin new blog payload (multipart)", §5 and §8 (the toasts). SPEC §5 asks
// no required-field checks, but a blog needs an owner and, like every blog, a title (docs/product.md):
// the screen checks the two the server checks, in the same words.
import { AUTHOR_NEEDED, TITLE_NEEDED } from '../../../../shared/api/blogs.ts';
import { firstName } from '../../../../shared/greeting.ts';
import { FETCHING } from '../alerts/loading-texts.ts';

export { CREATE_FAILED, CREATING } from '../new-blog/new-blog-rules.ts';

export const PLEASE_SELECT = 'please select author';
export const CREATED = 'Success! Blog created';
export const createdFor = (name: string): string => `blog created for ${name}`;
export const OFFLINE_CREATE = 'You are offline. Creating a blog needs the network: connect and try again.';

export const greetingFor = (adminName: string): string => `hello ${firstName(adminName)}`.trimEnd();

/** The line under the author dropdown: how many users it lists, and how to find one it does not. */
export function authorListNote(list: { users: readonly unknown[]; total: number | null; loading: boolean }) {
  const { users, total, loading } = list;
  if (total === null) return loading ? FETCHING : '';
  if (total === 0) return 'no users to show!';
  const shown = users.length;
  if (shown >= total) return total === 1 ? '1 user listed' : `all ${total} users listed, by name`;
  if (loading) return `loading users: ${shown} of ${total} so far`;
  return `${shown} of ${total} users listed: type a name or e-mail above to find the others`;
}

/** The user the blog is created for. */
export interface Author {
  _id: string;
  name: string;
}

export interface AdminBlogDraft {
  blogTitle: string;
  country: string;
  blogBody: string;
  featured: boolean;
  publish: boolean;
  hero: File | null;
  images: File[];
}

export const EMPTY_DRAFT: AdminBlogDraft = {
  blogTitle: '',
  country: '',
  blogBody: '',
  featured: false,
  publish: false,
  hero: null,
  images: [],
};

/** The author dropdown's name in the form, so a problem about it can take the focus there. */
export const AUTHOR_FIELD = 'authorId';

export interface DraftProblem {
  /** The form control's name. */
  field: typeof AUTHOR_FIELD | 'blogTitle';
  message: string;
}

/** What keeps the blog from being created, in the form's order; none once the fields are filled. */
export function draftProblems(
  draft: Pick<AdminBlogDraft, 'blogTitle'>,
  author: Author | null,
): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!author) problems.push({ field: AUTHOR_FIELD, message: AUTHOR_NEEDED });
  if (!draft.blogTitle.trim()) problems.push({ field: 'blogTitle', message: TITLE_NEEDED });
  return problems;
}

/** The multipart body of POST /api/admin/create/user-blog/admin, flags as "true"/"false". */
export function blogFormData(draft: AdminBlogDraft, author: Author | null): FormData {
  const form = new FormData();
  form.set('author', author?.name ?? '');
  form.set('userID', author?._id ?? '');
  form.set('blogTitle', draft.blogTitle);
  form.set('country', draft.country);
  form.set('blogBody', draft.blogBody);
  form.set('featured', String(draft.featured));
  form.set('publish', String(draft.publish));
  form.set('createdByAdmin', 'true');
  if (draft.hero) form.set('heroImage', draft.hero);
  for (const image of draft.images) form.append('images', image);
  return form;
}
