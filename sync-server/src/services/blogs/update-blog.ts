// PUT /api/blogs/{id} (owner) and PUT /api/admin/{id} (admin). An edit stamps status "edited" and
// lastEdited (SPEC §4); views never change here, and suspended only when an admin says so. The edit
// goes through the same merge as a device's, on top of the current revision.
import type { Deps } from '../../deps';
import { NotFoundError, ValidationError } from '../errors';
import { quotaLimits } from '../quotas/limits';
import { UserQuota } from '../quotas/user-quota';
import { writeBlog } from '../sync/blog-feed';
import { type RestWriter, restWriterOn, WEB_WRITER } from '../sync/writers';
import { users } from '../users/user-doc';
import { BLOG_NOT_FOUND, BLOGS, type BlogDoc, blogs } from './blog-doc';
import { type BlogEdit, type SyncedBlog, updateBlogTx } from './blog-writes';
import { stamp } from './create-blog';
import { recountUserBlogs } from './recount';

export type BlogChanges = Omit<BlogEdit, 'heroImage' | 'imageUrls'> & { author?: string | undefined };

export function editStamps(now: Date): Record<string, unknown> {
  return { status: 'edited', edited: true, lastEdited: stamp(now) };
}

export interface RestEdit {
  /** Who writes: the owner on the website, or `adminWriter(adminId)`. */
  by?: RestWriter;
  /** The revision the screen showed (If-Match); absent: the current one. */
  baseRev?: number | undefined;
  now?: Date;
}

/**
 * The author is the owner's name, stamped by the server (create-blog.ts); the forms send it back as they
 * show it, which is accepted and changes nothing. Any other author is refused rather than ignored, so
 * a caller never believes it renamed one. Blank is a form that left the field empty.
 */
async function assertAuthorKept(
  deps: Pick<Deps, 'store'>,
  blog: Pick<BlogDoc, 'author' | 'userID'>,
  author: string,
): Promise<void> {
  const given = author.trim();
  if (given === '' || given === blog.author) return;
  const owner = await users(deps).findOne({ _id: blog.userID }, { projection: { name: 1 } });
  if (given === owner?.name) return;
  throw new ValidationError("author: The author is the owner's name; rename the user to change it");
}

/** filter narrows which blog may change: `{ userID }` for an owner, nothing more for an admin. */
export async function updateBlog(
  deps: Pick<Deps, 'store' | 'quotas'>,
  id: string,
  filter: { userID?: string },
  changes: BlogChanges,
  { by = WEB_WRITER, baseRev, now = new Date() }: RestEdit = {},
): Promise<BlogDoc> {
  const owner = await blogs(deps).findOne({ _id: id, ...filter }, { projection: { userID: 1, author: 1 } });
  if (!owner) throw new NotFoundError(BLOG_NOT_FOUND);
  if (changes.author !== undefined) await assertAuthorKept(deps, owner, changes.author);
  const outcome = await writeBlog(deps, owner.userID, async (tx) => {
    const current = await tx.collection<SyncedBlog>(BLOGS).findOne({ _id: id, ...filter });
    if (!current) throw new NotFoundError(BLOG_NOT_FOUND);
    const from = restWriterOn(by, current.userID);
    const quota = new UserQuota(quotaLimits(deps));
    return updateBlogTx(tx, current, changes, { edited: editStamps(now), baseRev, from, now, quota });
  });
  if (!outcome.doc) throw new NotFoundError(BLOG_NOT_FOUND);
  if (changes.featured !== undefined) await recountUserBlogs(deps, owner.userID);
  return outcome.doc;
}
