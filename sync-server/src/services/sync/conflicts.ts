// The conflicts of a user's documents: each keeps a value that lost a concurrent write (merge.ts), where
// the owner can see and restore it. An open conflict always claims the document's current value as kept:
// a later write of its field moves `kept` along, one that writes the lost value back closes it
// (conflict-rule.ts), and the owner closes it from any device with a `conflict` mutation. Every change
// is logged in the owner's scope, so each device shows the same conflicts. Callers hold the owner's lock.

import { newId } from '../../../../shared/ids';
import { followWrite } from '../../../../shared/sync/conflict-rule';
import {
  type ConflictKind,
  DELETED_CONFLICT,
  type Delete,
  unseenEdit,
} from '../../../../shared/sync/delete-rule';
import type { FieldConflict, FieldStamp, Fields, WriterId } from '../../../../shared/sync/merge';
import type { SyncEntity } from '../../../../shared/sync/protocol';
import type { LockedStore } from '../../ports/document-store';
import { conflictsToDrop } from '../quotas/conflict-room';
import { DEFAULT_LIMITS, type QuotaLimits } from '../quotas/limits';
import { recordChange, userScope } from './change-log';
import { firstRevision, nextRevision } from './revisions';

export const CONFLICTS = 'sync_conflicts';

export interface ConflictDoc {
  _id: string;
  userID: string;
  entity: SyncEntity;
  docId: string;
  /**
   * `deleted`: the document was deleted by a writer that had not seen an edit of it (delete-rule.ts);
   * `kept` is null, `lost` the document as it was, `field` the edit it had not seen. Absent: a field's.
   */
  kind?: ConflictKind;
  field: string;
  kept: unknown;
  lost: unknown;
  /** Who wrote each version (writers.ts), null when unknown; absent on conflicts stored before. */
  keptBy?: WriterId | null;
  lostBy?: WriterId | null;
  /** A merged text's colliding stretches (text-merge.ts); dropped once the field is written again. */
  hunks?: { kept: string; lost: string }[];
  /** Absent on conflicts stored before resolutions were synced: open. */
  resolved?: boolean;
  rev: number;
  at: string;
}

const conflicts = (tx: LockedStore) => tx.collection<ConflictDoc>(CONFLICTS);

async function logConflict(tx: LockedStore, owner: string, id: string, rev: number, now: Date) {
  await recordChange(tx, userScope(owner), 'conflict', id, rev, now);
}

/** A value that lost; of kind `deleted`, the whole document a delete removed. */
export type FoundConflict = FieldConflict & { kind?: ConflictKind };

/** Keeps each value that lost, and who wrote both versions, within the owner's conflict quota. */
export async function storeConflicts(
  tx: LockedStore,
  owner: string,
  entity: SyncEntity,
  docId: string,
  found: readonly FoundConflict[],
  now: Date,
  limits: QuotaLimits = DEFAULT_LIMITS,
): Promise<void> {
  for (const old of await conflictsToDrop(conflicts(tx), owner, found.length, limits)) {
    await conflicts(tx).deleteOne({ _id: old._id });
    await logConflict(tx, owner, old._id, nextRevision(tx, old.rev), now);
  }
  for (const { kind, field, kept, lost, keptBy, lostBy, hunks } of found) {
    const doc: ConflictDoc = {
      _id: newId(now.getTime()),
      userID: owner,
      entity,
      docId,
      ...(kind && { kind }),
      field,
      kept,
      lost,
      keptBy,
      lostBy,
      ...(hunks && { hunks }),
      resolved: false,
      rev: firstRevision(tx),
      at: now.toISOString(),
    };
    await conflicts(tx).insertOne(doc);
    await logConflict(tx, owner, doc._id, doc.rev, now);
  }
}

/** After a write set `fields` of a document: its open conflicts on those fields follow (see above). */
export async function followConflicts(
  tx: LockedStore,
  owner: string,
  entity: SyncEntity,
  docId: string,
  fields: Fields,
  writer: WriterId,
  now: Date,
): Promise<void> {
  const names = Object.keys(fields);
  if (names.length === 0) return;
  const open = await conflicts(tx).find({
    userID: owner,
    entity,
    docId,
    field: { $in: names },
    resolved: { $ne: true },
  });
  for (const conflict of open) {
    const step = followWrite(conflict, fields[conflict.field], writer);
    const rev = nextRevision(tx, conflict.rev);
    await conflicts(tx).updateOne(
      { _id: conflict._id },
      step.close
        ? { $set: { resolved: true, rev } }
        : { $set: { kept: step.kept, keptBy: step.keptBy, rev }, $unset: { hunks: true } },
    );
    await logConflict(tx, owner, conflict._id, rev, now);
  }
}

/** The document is gone, and with it whatever its conflicts kept. */
export async function dropConflicts(
  tx: LockedStore,
  owner: string,
  entity: SyncEntity,
  docId: string,
  now: Date,
): Promise<void> {
  for (const conflict of await conflicts(tx).find({ userID: owner, entity, docId })) {
    await conflicts(tx).deleteOne({ _id: conflict._id });
    await logConflict(tx, owner, conflict._id, nextRevision(tx, conflict.rev), now);
  }
}

/**
 * A delete is about to remove a document: when it was made on an older revision than an edit another
 * writer made since (delete-rule.ts), `copy` (the document as it was) is kept in a conflict of kind
 * `deleted`, so the owner can bring that edit back from any device. Call after dropConflicts, since the
 * document's own conflicts go with it. `stamps` are the fields whose edits count.
 */
export async function keepDeletedCopy(
  tx: LockedStore,
  target: { owner: string; entity: SyncEntity; docId: string },
  stamps: Readonly<Record<string, FieldStamp>>,
  del: Delete,
  copy: object,
  now: Date,
  limits: QuotaLimits = DEFAULT_LIMITS,
): Promise<void> {
  const unseen = unseenEdit(stamps, del);
  if (!unseen) return;
  const found: FoundConflict = {
    kind: DELETED_CONFLICT,
    field: unseen.field,
    kept: null,
    lost: copy,
    keptBy: del.by,
    lostBy: unseen.stamp.by,
  };
  await storeConflicts(tx, target.owner, target.entity, target.docId, [found], now, limits);
}

/** The open `deleted` conflict under `id`, when it keeps a document of this owner and kind. */
export async function openDeletedCopy(
  tx: LockedStore,
  owner: string,
  entity: SyncEntity,
  id: string,
): Promise<ConflictDoc | null> {
  const conflict = await conflicts(tx).findOne({ _id: id, userID: owner });
  const open =
    conflict?.kind === DELETED_CONFLICT && conflict.entity === entity && conflict.resolved !== true;
  return open ? conflict : null;
}

/**
 * A document created under the id of an open `deleted` conflict of its kind is that conflict's undo (the
 * owner's devices re-create the kept copy under it): the conflict closes in the same transaction, so an
 * undo the server refuses (the account full) leaves it open to try again.
 */
export async function closeUndoneDelete(
  tx: LockedStore,
  owner: string,
  entity: SyncEntity,
  id: string,
  now: Date,
): Promise<void> {
  const conflict = await openDeletedCopy(tx, owner, entity, id);
  if (!conflict) return;
  const rev = nextRevision(tx, conflict.rev);
  await conflicts(tx).updateOne({ _id: id }, { $set: { resolved: true, rev } });
  await logConflict(tx, owner, id, rev, now);
}

/**
 * The owner's choice, from any device: the conflict closes everywhere. Choosing the other version is a
 * write of the document sent before this (which may already have closed it); a conflict that is gone
 * with its document, or closed already, is done. Answers the conflict's revision, if it still exists.
 */
export async function resolveConflict(
  tx: LockedStore,
  owner: string,
  id: string,
  now: Date,
): Promise<number | undefined> {
  const conflict = await conflicts(tx).findOne({ _id: id, userID: owner });
  if (!conflict) return undefined;
  if (conflict.resolved === true) return conflict.rev;
  const rev = nextRevision(tx, conflict.rev);
  await conflicts(tx).updateOne({ _id: id }, { $set: { resolved: true, rev } });
  await logConflict(tx, owner, id, rev, now);
  return rev;
}
