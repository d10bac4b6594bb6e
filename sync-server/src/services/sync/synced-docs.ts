// Writes to documents that devices sync (tasks, drafts; blogs go through blogs/blog-writes.ts): every
// write raises the document's rev, keeps per-field stamps for the merge rule (stamps.ts), logs a change
// in the owner's scope and moves the conflicts along (conflicts.ts). Callers hold withLock(userScope(owner)),
// which commits all of it together or nothing, so a pushed mutation and its client's lastSeq can never
// be half applied after a crash.
import { createdStamps, type FieldStamp, merge } from '../../../../shared/sync/merge';
import type { SyncEntity } from '../../../../shared/sync/protocol';
import type { LockedStore } from '../../ports/document-store';
import { assertDocumentFits } from '../quotas/document-size';
import { UserQuota } from '../quotas/user-quota';
import { recordChange, userScope } from './change-log';
import {
  closeUndoneDelete,
  dropConflicts,
  followConflicts,
  keepDeletedCopy,
  storeConflicts,
} from './conflicts';
import { firstRevision, nextRevision } from './revisions';
import { RETIRED, stampsOf, withoutBookkeeping } from './stamps';
import { assertNotBuried, bury } from './tombstones';
import { type WriteFrom, writeStamp } from './writers';

export const COLLECTION: Record<SyncEntity, string> = { task: 'tasks', draft: 'drafts', blog: 'blogs' };

export interface SyncedDoc {
  _id: string;
  userID: string;
  rev: number;
  stamps?: Record<string, FieldStamp>;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

/** The pushed mutation a write comes from; absent for REST calls. */
export interface ClientOp {
  clientId: string;
  seq: number;
  /** When the device recorded the edit (its clock), clamped by writeStamp. */
  at?: number;
  /** Per field, when its value was written where that is not `at` (Mutation.fieldAt). */
  fieldAt?: Record<string, number>;
}

export type WriteOutcome =
  | { status: 'applied' | 'merged'; doc: SyncedDoc }
  | { status: 'duplicate'; doc: SyncedDoc | null }
  | { status: 'deleted'; doc: null };

export class IdTakenError extends Error {
  constructor() {
    super('That id is already in use');
  }
}

export interface CreateOptions {
  from?: WriteFrom | undefined;
  /** The owner's quotas in this locked section (a fresh one with the default limits when absent). */
  quota?: UserQuota;
  now?: Date;
}

export async function createSynced(
  tx: LockedStore,
  entity: SyncEntity,
  owner: string,
  id: string,
  fields: Record<string, unknown>,
  options: CreateOptions = {},
): Promise<WriteOutcome> {
  const { from, quota = new UserQuota(), now = new Date() } = options;
  const col = tx.collection<SyncedDoc>(COLLECTION[entity]);
  const existing = await col.findOne({ _id: id });
  if (existing) {
    // Sent again after a restore (its fields timed) by one of the owner's devices, and another sent it
    // first: each field is decided by the later-edit rule, as an edit made on nothing seen.
    if (existing.userID === owner && typeof from === 'object' && from.fieldAt)
      return updateSynced(tx, entity, existing, fields, { baseRev: 0, from, quota, now });
    // The same create sent again (renumbered after a gap): it is there already.
    if (existing.userID === owner) return { status: 'duplicate', doc: existing };
    // Ids are made on devices; one taken by someone else's document is refused, never overwritten.
    throw new IdTakenError();
  }
  await assertNotBuried(tx, entity, id);
  const rev = firstRevision(tx);
  const doc: SyncedDoc = {
    ...fields,
    _id: id,
    userID: owner,
    rev,
    stamps: createdStamps(fields, writeStamp(from, now), rev),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  assertDocumentFits(entity, doc, quota.limits);
  await quota.take(col, entity, owner);
  await col.insertOne(doc);
  await recordChange(tx, userScope(owner), entity, id, rev, now);
  await closeUndoneDelete(tx, owner, entity, id, now);
  return { status: 'applied', doc };
}

export interface UpdateOptions {
  /** The revision the writer edited; undefined: the current one (it has seen everything). */
  baseRev?: number | undefined;
  /** For text-merged fields: the text the edit started from. */
  base?: Record<string, string> | undefined;
  from?: WriteFrom | undefined;
  /** The owner's quotas; the default limits when absent. */
  quota?: UserQuota | undefined;
  now?: Date;
}

export async function updateSynced(
  tx: LockedStore,
  entity: SyncEntity,
  current: SyncedDoc,
  fields: Record<string, unknown>,
  options: UpdateOptions = {},
): Promise<WriteOutcome> {
  const { now = new Date(), from, quota = new UserQuota() } = options;
  const writer = writeStamp(from, now);
  const result = merge(
    { rev: current.rev, fields: current, stamps: stampsOf(current), floor: tx.revisionFloor },
    {
      baseRev: Math.min(options.baseRev ?? current.rev, current.rev),
      fields,
      ...writer,
      ...(options.base && { base: options.base }),
    },
  );
  // Nothing to write and nothing decided: the device already shows what the server has.
  if (result.outcome === 'applied' && Object.keys(result.set).length === 0)
    return { status: 'applied', doc: current };
  const updated = await tx.collection<SyncedDoc>(COLLECTION[entity]).findOneAndUpdate(
    { _id: current._id },
    {
      $set: { ...result.set, rev: result.rev, stamps: result.stamps, updatedAt: now.toISOString() },
      $unset: RETIRED,
    },
  );
  if (!updated) throw new Error(`${entity} ${current._id} vanished under its lock`);
  assertDocumentFits(entity, updated, quota.limits, current);
  await recordChange(tx, userScope(current.userID), entity, current._id, result.rev, now);
  await followConflicts(tx, current.userID, entity, current._id, result.set, writer.by, now);
  await storeConflicts(tx, current.userID, entity, current._id, result.conflicts, now, quota.limits);
  return { status: result.outcome, doc: updated };
}

export interface DeleteOptions {
  /** The revision the deleting writer had; undefined: the current one (it has seen everything). */
  baseRev?: number | undefined;
  from?: WriteFrom | undefined;
  /** The owner's quotas (its conflicts); the default limits when absent. */
  quota?: UserQuota | undefined;
  now?: Date;
}

/**
 * The delete wins and leaves a tombstone. When it was made on an older revision than an edit another
 * writer made since (delete-rule.ts), the document as it was is kept in a conflict of kind `deleted`, so
 * the owner can bring that edit back from any device; the document's own conflicts go with it.
 */
export async function deleteSynced(
  tx: LockedStore,
  entity: SyncEntity,
  current: SyncedDoc,
  options: DeleteOptions = {},
): Promise<WriteOutcome> {
  const { now = new Date(), from, quota = new UserQuota() } = options;
  const del = { baseRev: Math.min(options.baseRev ?? current.rev, current.rev), ...writeStamp(from, now) };
  await tx.collection(COLLECTION[entity]).deleteOne({ _id: current._id });
  await bury(tx, entity, current._id, current.userID, now);
  await dropConflicts(tx, current.userID, entity, current._id, now);
  const target = { owner: current.userID, entity, docId: current._id };
  await keepDeletedCopy(tx, target, stampsOf(current), del, syncedView(current), now, quota.limits);
  const rev = nextRevision(tx, current.rev);
  await recordChange(tx, userScope(current.userID), entity, current._id, rev, now);
  return { status: 'deleted', doc: null };
}

/** What devices receive of a synced document: everything but the server's bookkeeping. */
export function syncedView(doc: SyncedDoc): Record<string, unknown> {
  return withoutBookkeeping(doc);
}
