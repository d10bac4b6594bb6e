// The three writes of a blog, inside its owner's scope lock, shared by the REST calls and pushed
// mutations: revisions and per-field stamps for the merge rule (sync/stamps.ts), the change log, the
// conflicts, the public feed; a delete leaves a tombstone (sync/tombstones.ts) and takes the blog's view
// counter with it.
// Devices name photos by hash, so the merge runs over a view of the blog whose photo fields are ids.
import type { ImageRef } from '../../../../shared/entities/image';
import { createdStamps, type FieldStamp, type Fields, merge } from '../../../../shared/sync/merge';
import type { LockedStore } from '../../ports/document-store';
import { assertDocumentFits } from '../quotas/document-size';
import { UserQuota } from '../quotas/user-quota';
import { markPending } from '../sync/blog-feed';
import { recordChange, userScope } from '../sync/change-log';
import {
  closeUndoneDelete,
  dropConflicts,
  followConflicts,
  keepDeletedCopy,
  storeConflicts,
} from '../sync/conflicts';
import { firstRevision, nextRevision } from '../sync/revisions';
import { RETIRED, stampsOf, withoutBookkeeping } from '../sync/stamps';
import type { DeleteOptions, UpdateOptions } from '../sync/synced-docs';
import { assertNotBuried, bury } from '../sync/tombstones';
import { type WriteFrom, writeStamp } from '../sync/writers';
import { USERS, type UserDoc } from '../users/user-doc';
import { BLOGS, type BlogDoc, isPublic } from './blog-doc';
import { dropViewCount } from './view-counts';

export const MERGED_FIELDS = [
  'blogTitle',
  'country',
  'blogBody',
  'featured',
  'publish',
  'suspended',
  'heroImage',
  'imageUrls',
] as const;

export interface BlogEdit {
  blogTitle?: string | undefined;
  country?: string | undefined;
  blogBody?: string | undefined;
  featured?: boolean | undefined;
  publish?: boolean | undefined;
  suspended?: boolean | undefined;
  heroImage?: ImageRef | null | undefined;
  imageUrls?: ImageRef[] | undefined;
}

export type SyncedBlog = BlogDoc & {
  rev: number;
  stamps?: Record<string, FieldStamp>;
};

export type BlogOutcome =
  | { status: 'applied' | 'merged' | 'duplicate'; doc: SyncedBlog }
  | { status: 'deleted'; doc: null };

function mergeView(blog: BlogDoc): Fields {
  return {
    blogTitle: blog.blogTitle,
    country: blog.country,
    blogBody: blog.blogBody,
    featured: blog.featured,
    publish: blog.publish,
    suspended: blog.suspended,
    heroImage: blog.imageData.heroImage?.id ?? null,
    imageUrls: blog.imageData.imageUrls.map((r) => r.id),
  };
}

function editView(edit: BlogEdit): Fields {
  const fields: Fields = {};
  for (const key of MERGED_FIELDS) {
    const value = edit[key];
    if (value === undefined) continue;
    if (key === 'heroImage') fields.heroImage = (value as ImageRef | null)?.id ?? null;
    else if (key === 'imageUrls') fields.imageUrls = (value as ImageRef[]).map((r) => r.id);
    else fields[key] = value;
  }
  return fields;
}

/** shown: visitors could read the blog before or after this write. */
export async function logWrite(
  tx: LockedStore,
  blog: Pick<BlogDoc, '_id' | 'userID'>,
  rev: number,
  now: Date,
  shown: boolean,
): Promise<void> {
  await recordChange(tx, userScope(blog.userID), 'blog', blog._id, rev, now);
  // The public feed names only blogs that were or are public: every device pulls it, so a draft named
  // there would tell everyone it exists. One that stops being public is named, so devices drop it.
  if (shown) await markPending(tx, blog._id, blog.userID);
}

export async function insertBlogTx(
  tx: LockedStore,
  blog: BlogDoc,
  from?: WriteFrom,
  now = new Date(),
  /** The owner's quotas in this locked section (the default limits when absent). */
  quota = new UserQuota(),
): Promise<BlogOutcome> {
  const col = tx.collection<SyncedBlog>(BLOGS);
  const existing = await col.findOne({ _id: blog._id });
  if (existing) return { status: 'duplicate', doc: existing };
  await assertNotBuried(tx, 'blog', blog._id);
  // The owner's name as it is in this locked section, where a rename carries it to the owner's blogs too
  // (rename-author.ts): a blog sent by a device or a form that still knew the old name gets the current one.
  const owner = await tx
    .collection<UserDoc>(USERS)
    .findOne({ _id: blog.userID }, { projection: { name: 1 } });
  const rev = firstRevision(tx);
  const created = Object.fromEntries(MERGED_FIELDS.map((f) => [f, true]));
  const doc: SyncedBlog = {
    ...blog,
    author: owner?.name ?? blog.author,
    rev,
    stamps: createdStamps(created, writeStamp(from, now), rev),
  };
  assertDocumentFits('blog', doc, quota.limits);
  await quota.take(col, 'blog', blog.userID);
  await col.insertOne(doc);
  await logWrite(tx, doc, rev, now, isPublic(doc));
  // Under the id of an open `deleted` conflict: its undo, which closes it (sync/conflicts.ts).
  await closeUndoneDelete(tx, blog.userID, 'blog', blog._id, now);
  return { status: 'applied', doc };
}

export interface BlogUpdate extends UpdateOptions {
  /** Set beside the edited fields: the blog's status and time of the edit (update-blog.ts editStamps). */
  edited: Record<string, unknown>;
}

/** Applies edit on top of options.baseRev (undefined: on top of the current revision, as REST edits are). */
export async function updateBlogTx(
  tx: LockedStore,
  current: SyncedBlog,
  edit: BlogEdit,
  options: BlogUpdate,
): Promise<BlogOutcome> {
  const { now = new Date(), from, quota = new UserQuota() } = options;
  const writer = writeStamp(from, now);
  const rev = current.rev ?? 0;
  const result = merge(
    { rev, fields: mergeView(current), stamps: stampsOf(current), floor: tx.revisionFloor },
    {
      baseRev: Math.min(options.baseRev ?? rev, rev),
      fields: editView(edit),
      ...writer,
      ...(options.base && { base: options.base }),
    },
  );
  const $set: Record<string, unknown> = {
    ...options.edited,
    rev: result.rev,
    stamps: result.stamps,
    updatedAt: now.toISOString(),
  };
  for (const [key, value] of Object.entries(result.set)) {
    if (key === 'heroImage') $set['imageData.heroImage'] = value === null ? null : (edit.heroImage ?? null);
    else if (key === 'imageUrls') $set['imageData.imageUrls'] = edit.imageUrls ?? [];
    else $set[key] = value;
  }
  const doc = await tx
    .collection<SyncedBlog>(BLOGS)
    .findOneAndUpdate({ _id: current._id }, { $set, $unset: RETIRED });
  if (!doc) throw new Error(`blog ${current._id} vanished under its owner's lock`);
  assertDocumentFits('blog', doc, quota.limits, current);
  await logWrite(tx, doc, result.rev, now, isPublic(current) || isPublic(doc));
  await followConflicts(tx, current.userID, 'blog', current._id, result.set, writer.by, now);
  await storeConflicts(tx, current.userID, 'blog', current._id, result.conflicts, now, quota.limits);
  return { status: result.outcome, doc };
}

/**
 * A blog deleted over an edit its deleter had not seen is kept, as it was, in a `deleted` conflict
 * (sync/conflicts.ts keepDeletedCopy); its photos stay while that conflict is open (sync/images.ts), so
 * an undo brings them back with it (sync/blog-mutations.ts). An admin's suspension is not an edit the
 * owner lost: a delete that had not seen only that keeps nothing.
 */
export async function deleteBlogTx(
  tx: LockedStore,
  current: SyncedBlog,
  options: DeleteOptions = {},
): Promise<BlogOutcome> {
  const { now = new Date(), from, quota = new UserQuota() } = options;
  const rev = current.rev ?? 0;
  const del = { baseRev: Math.min(options.baseRev ?? rev, rev), ...writeStamp(from, now) };
  await tx.collection(BLOGS).deleteOne({ _id: current._id });
  await bury(tx, 'blog', current._id, current.userID, now);
  await dropConflicts(tx, current.userID, 'blog', current._id, now);
  const { suspended: _suspended, ...edits } = stampsOf(current);
  const target = { owner: current.userID, entity: 'blog' as const, docId: current._id };
  await keepDeletedCopy(tx, target, edits, del, withoutBookkeeping(current), now, quota.limits);
  await dropViewCount(tx, current._id);
  await logWrite(tx, current, nextRevision(tx, rev), now, isPublic(current));
  return { status: 'deleted', doc: null };
}
