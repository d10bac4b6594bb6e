// One pushed mutation inside the push's locked section: a task, draft or blog write through the same
// verbs as the REST calls, or the owner closing a conflict. Throws an AppError to refuse it.
import type { ImageRef } from '../../../../shared/entities/image';
import { type Mutation, TEXT_MERGED_FIELDS } from '../../../../shared/sync/protocol';
import type { LockedStore } from '../../ports/document-store';
import { drafts } from '../drafts/drafts';
import { ForbiddenError, ValidationError } from '../errors';
import type { UserQuota } from '../quotas/user-quota';
import { tasks } from '../tasks/tasks';
import { USERS, type UserDoc } from '../users/user-doc';
import { applyBlogMutation } from './blog-mutations';
import { resolveConflict } from './conflicts';
import { deletedBlogCopy } from './deleted-blog-copy';
import { type ClientOp, COLLECTION } from './synced-docs';
import { buryUnknown } from './tombstones';

export interface Applied {
  status: 'applied' | 'merged' | 'duplicate';
  /** The document's (or conflict's) revision after the mutation, when it still exists. */
  rev?: number;
}

const VERBS = { task: tasks, draft: drafts } as const;
const TEXT: readonly string[] = TEXT_MERGED_FIELDS;

/** `base` names only text fields the update changes, of documents that have them. */
function checkBase(m: Mutation): void {
  if (!m.base) return;
  const fields = Object.keys(m.base);
  if (m.kind !== 'update' || !['blog', 'draft'].includes(m.entity) || fields.some((f) => !TEXT.includes(f)))
    throw new ValidationError('base: only the blogTitle and blogBody an update of a blog or draft changes');
  if (fields.some((f) => !(f in m.fields)))
    throw new ValidationError('base: names a field the update does not change');
}

async function resolve(
  tx: LockedStore,
  userId: string,
  m: Mutation,
  dropped: ImageRef[],
  at: Date,
): Promise<Applied> {
  if (m.kind !== 'update' || Object.keys(m.fields).join() !== 'resolved' || m.fields.resolved !== true)
    throw new ValidationError('A conflict is only ever resolved: { resolved: true }');
  // A deleted blog kept deleted lets its photos go (released once the lock is gone, if nothing shows them).
  dropped.push(...(await deletedBlogCopy(tx, userId, m.id)).photos.values());
  const rev = await resolveConflict(tx, userId, m.id, at);
  return { status: 'applied', ...(rev !== undefined && { rev }) };
}

export async function applyMutation(
  tx: LockedStore,
  userId: string,
  m: Mutation,
  dropped: ImageRef[],
  now: Date,
  quota: UserQuota,
): Promise<Applied> {
  checkBase(m);
  if (m.entity === 'conflict') return resolve(tx, userId, m, dropped, now);
  // The next create of this kind counts the owner's documents again.
  if (m.kind === 'delete') quota.forget(m.entity, userId);
  const op: ClientOp = {
    clientId: m.clientId,
    seq: m.seq,
    ...(m.at !== undefined && { at: m.at }),
    ...(m.fieldAt && { fieldAt: m.fieldAt }),
  };
  if (m.entity === 'blog') {
    const owner = await tx
      .collection<UserDoc>(USERS)
      .findOne({ _id: userId }, { projection: { _id: 1, name: 1 } });
    if (!owner) throw new ForbiddenError('This account no longer exists');
    const result = await applyBlogMutation(tx, owner, m, op, now, quota);
    dropped.push(...result.dropped);
    return outcomeOf(result.outcome);
  }
  const verbs = VERBS[m.entity];
  if (m.kind === 'create') return outcomeOf(await verbs.inCreate(tx, userId, m.id, m.fields, op, quota));
  if (m.kind === 'update') {
    const options = { baseRev: m.baseRev, base: m.base, from: op, now, quota };
    return outcomeOf(await verbs.inUpdate(tx, userId, m.id, m.fields, options));
  }
  // Deleting what is already gone is done (another device deleted it, or the website did).
  const exists = await tx
    .collection(COLLECTION[m.entity])
    .findOne({ _id: m.id, userID: userId }, { projection: { _id: 1 } });
  if (!exists) {
    await buryUnknown(tx, { entity: m.entity, id: m.id, collection: COLLECTION[m.entity] }, userId, now);
    return { status: 'applied' };
  }
  return outcomeOf(await verbs.inDelete(tx, userId, m.id, { baseRev: m.baseRev, from: op, now, quota }));
}

function outcomeOf(outcome: { status: string; doc: { rev?: number } | null }): Applied {
  const status = outcome.status === 'deleted' ? 'applied' : (outcome.status as Applied['status']);
  return { status, ...(typeof outcome.doc?.rev === 'number' && { rev: outcome.doc.rev }) };
}
