// Pushed blog mutations: the same writes as the REST calls (blogs/blog-writes.ts), with photos named by
// the hash of an uploaded image. Runs inside the push's scope lock; answers what to release afterwards.
import { z } from 'zod';
import { BODY_MAX, COUNTRY_MAX, TITLE_MAX } from '../../../../shared/api/blogs';
import type { ImageRef } from '../../../../shared/entities/image';
import { type Mutation, SHA256 } from '../../../../shared/sync/protocol';
import type { LockedStore } from '../../ports/document-store';
import { BLOG_NOT_FOUND, BLOGS, imagesOf } from '../blogs/blog-doc';
import {
  type BlogOutcome,
  deleteBlogTx,
  insertBlogTx,
  type SyncedBlog,
  updateBlogTx,
} from '../blogs/blog-writes';
import { newBlogDoc } from '../blogs/create-blog';
import { editStamps } from '../blogs/update-blog';
import { NotFoundError } from '../errors';
import { assertPhotoCount } from '../quotas/document-size';
import type { UserQuota } from '../quotas/user-quota';
import type { UserDoc } from '../users/user-doc';
import { deletedBlogCopy } from './deleted-blog-copy';
import { parseFields } from './entity-verbs';
import { resolveImages } from './images';
import { type ClientOp, IdTakenError } from './synced-docs';
import { buryUnknown } from './tombstones';

const hash = z.string().regex(SHA256, { error: 'photos are named by their SHA-256' });
const fields = {
  blogTitle: z.string().trim().min(1, { error: 'Please give the blog a title' }).max(TITLE_MAX),
  country: z.string().trim().max(COUNTRY_MAX),
  blogBody: z.string().max(BODY_MAX),
  featured: z.boolean(),
  publish: z.boolean(),
  heroImage: hash.nullable(),
  // Counted against the owner's photo limit (quotas/document-size.ts) before any hash is looked up.
  imageUrls: z.array(hash),
};
const createFields = z.strictObject({
  ...fields,
  country: fields.country.default(''),
  blogBody: fields.blogBody.default(''),
  featured: fields.featured.default(false),
  publish: fields.publish.default(false),
  heroImage: fields.heroImage.default(null),
  imageUrls: fields.imageUrls.default([]),
});
const updateFields = z.strictObject(fields).partial();

export interface BlogMutationResult {
  outcome: BlogOutcome;
  /** Images the blog stopped showing; released once the lock is gone. */
  dropped: ImageRef[];
}

async function hero(
  tx: LockedStore,
  id: string | null | undefined,
  known?: ReadonlyMap<string, ImageRef>,
): Promise<ImageRef | null | undefined> {
  if (id === undefined || id === null) return id;
  const [ref] = await resolveImages(tx, [id], known);
  return ref;
}

export async function applyBlogMutation(
  tx: LockedStore,
  owner: Pick<UserDoc, '_id' | 'name'>,
  m: Mutation,
  op: ClientOp,
  now: Date,
  quota: UserQuota,
): Promise<BlogMutationResult> {
  const col = tx.collection<SyncedBlog>(BLOGS);
  // Sent again after a restore (its fields timed) by one of the owner's devices, and another sent it
  // first: each field is decided by the later-edit rule, as an edit made on nothing seen.
  if (m.kind === 'create' && m.fieldAt && (await col.findOne({ _id: m.id, userID: owner._id })))
    return applyBlogMutation(tx, owner, { ...m, kind: 'update', baseRev: 0 }, op, now, quota);
  if (m.kind === 'create') {
    const { heroImage, imageUrls, ...text } = parseFields(createFields, m.fields);
    assertPhotoCount(imageUrls.length, quota.limits);
    // An undo of a deleted blog (its `deleted` conflict's id) gets back the photos that conflict kept.
    const undone = await deletedBlogCopy(tx, owner._id, m.id);
    const imageData = {
      heroImage: (await hero(tx, heroImage, undone.photos)) ?? null,
      imageUrls: await resolveImages(tx, imageUrls, undone.photos),
    };
    const existing = await col.findOne({ _id: m.id });
    if (existing && existing.userID !== owner._id) throw new IdTakenError();
    const blog = { ...newBlogDoc(m.id, owner, text, imageData, false, now), ...undone.moderation };
    return { outcome: await insertBlogTx(tx, blog, op, now, quota), dropped: [] };
  }
  const current = await col.findOne({ _id: m.id, userID: owner._id });
  if (!current) {
    // Deleting what is already gone is done (a replay after a crash, or another device deleted it).
    if (m.kind === 'delete') {
      await buryUnknown(tx, { entity: 'blog', id: m.id, collection: BLOGS }, owner._id, now);
      return { outcome: { status: 'deleted', doc: null }, dropped: [] };
    }
    throw new NotFoundError(BLOG_NOT_FOUND);
  }
  if (m.kind === 'delete') {
    const outcome = await deleteBlogTx(tx, current, { baseRev: m.baseRev, from: op, now, quota });
    return { outcome, dropped: imagesOf(current) };
  }
  const { heroImage, imageUrls, ...text } = parseFields(updateFields, m.fields);
  if (imageUrls) assertPhotoCount(imageUrls.length, quota.limits, current.imageData.imageUrls.length);
  const shown = new Map(imagesOf(current).map((ref): [string, ImageRef] => [ref.id, ref]));
  const edit = {
    ...text,
    ...(heroImage !== undefined && { heroImage: await hero(tx, heroImage, shown) }),
    ...(imageUrls !== undefined && { imageUrls: await resolveImages(tx, imageUrls, shown) }),
  };
  const outcome = await updateBlogTx(tx, current, edit, {
    edited: editStamps(now),
    baseRev: m.baseRev,
    base: m.base,
    from: op,
    now,
    quota,
  });
  const kept = new Set(outcome.doc ? imagesOf(outcome.doc).map((r) => r.id) : []);
  return { outcome, dropped: imagesOf(current).filter((r) => !kept.has(r.id)) };
}
