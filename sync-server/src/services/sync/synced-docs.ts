// Writes to documents that devices sync (tasks, drafts, blogs): every write raises the document's rev,
// records per-field revisions for the merge rule and per-field writers (writers.ts), and logs a change in
// the owner's scope. Pushed
// mutations also leave a marker (appliedOps[clientId] = seq) in the same single-document write, so a
// mutation replayed after a crash is recognised as a duplicate even where the store has no transactions.
// Callers hold withLock(userScope(owner)).
import { newId } from '../../../../shared/ids';
import {
  type AttributedConflict,
  attribute,
  type Change,
  merge,
  type WriterId,
} from '../../../../shared/sync/merge';
import type { SyncEntity } from '../../../../shared/sync/protocol';
import type { LockedStore } from '../../ports/document-store';
import { recordChange, userScope } from './change-log';
import { opOf, type WriteFrom, writerOf } from './writers';

export const COLLECTION: Record<SyncEntity, string> = { task: 'tasks', draft: 'drafts', blog: 'blogs' };
export const CONFLICTS = 'sync_conflicts';

export interface SyncedDoc {
  _id: string;
  userID: string;
  rev: number;
  fieldRevs: Record<string, number>;
  /** Who wrote each field's current value (writers.ts); a field missing here was written before. */
  fieldBy?: Record<string, WriterId>;
  appliedOps?: Record<string, number>;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export interface ConflictDoc {
  _id: string;
  userID: string;
  entity: SyncEntity;
  docId: string;
  field: string;
  kept: unknown;
  lost: unknown;
  /** Who wrote each version (writers.ts), null when unknown; absent on conflicts stored before. */
  keptBy?: WriterId | null;
  lostBy?: WriterId | null;
  rev: number;
  at: string;
}

/** The pushed mutation a write comes from; absent for REST calls. */
export interface ClientOp {
  clientId: string;
  seq: number;
}

export type WriteOutcome =
  | { status: 'applied' | 'merged'; doc: SyncedDoc }
  | { status: 'duplicate'; doc: SyncedDoc | null }
  | { status: 'deleted'; doc: null };

function alreadyApplied(doc: SyncedDoc | null, op?: ClientOp): boolean {
  return Boolean(op && doc && (doc.appliedOps?.[op.clientId] ?? 0) >= op.seq);
}

function marker(op?: ClientOp): Record<string, number> {
  return op ? { [`appliedOps.${op.clientId}`]: op.seq } : {};
}

export async function createSynced(
  tx: LockedStore,
  entity: SyncEntity,
  owner: string,
  id: string,
  fields: Record<string, unknown>,
  from?: WriteFrom,
  now = new Date(),
): Promise<WriteOutcome> {
  const op = opOf(from);
  const col = tx.collection<SyncedDoc>(COLLECTION[entity]);
  const existing = await col.findOne({ _id: id });
  if (existing) {
    if (alreadyApplied(existing, op) || existing.userID === owner)
      return { status: 'duplicate', doc: existing };
    // Ids are made on devices; one taken by someone else's document is refused, never overwritten.
    throw new IdTakenError();
  }
  const doc: SyncedDoc = {
    ...fields,
    _id: id,
    userID: owner,
    rev: 1,
    fieldRevs: Object.fromEntries(Object.keys(fields).map((f) => [f, 1])),
    fieldBy: Object.fromEntries(Object.keys(fields).map((f) => [f, writerOf(from)])),
    ...(op && { appliedOps: { [op.clientId]: op.seq } }),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await col.insertOne(doc);
  await recordChange(tx, userScope(owner), entity, id, 1, now);
  return { status: 'applied', doc };
}

export class IdTakenError extends Error {
  constructor() {
    super('That id is already in use');
  }
}

/** baseRev undefined means "on top of whatever is there" (REST edits, which carry no revision). */
export async function updateSynced(
  tx: LockedStore,
  entity: SyncEntity,
  current: SyncedDoc,
  fields: Record<string, unknown>,
  baseRev: number | undefined,
  from?: WriteFrom,
  now = new Date(),
): Promise<WriteOutcome> {
  const op = opOf(from);
  if (alreadyApplied(current, op)) return { status: 'duplicate', doc: current };
  const change: Change = { baseRev: baseRev ?? current.rev, fields };
  const result = merge({ rev: current.rev, fields: current, fieldRevs: current.fieldRevs ?? {} }, change);
  const by = attribute(result, current.fieldBy ?? {}, writerOf(from));
  const updated = await tx.collection<SyncedDoc>(COLLECTION[entity]).findOneAndUpdate(
    { _id: current._id },
    {
      $set: {
        ...result.set,
        rev: result.rev,
        fieldRevs: result.fieldRevs,
        fieldBy: by.fieldBy,
        updatedAt: now.toISOString(),
        ...marker(op),
      },
    },
  );
  if (!updated) throw new Error(`${entity} ${current._id} vanished under its lock`);
  await recordChange(tx, userScope(current.userID), entity, current._id, result.rev, now);
  await storeConflicts(tx, current.userID, entity, current._id, by.conflicts, now);
  return { status: result.outcome, doc: updated };
}

/** Keeps each losing value, and who wrote both, where its owner can see and restore it (DESIGN §5). */
export async function storeConflicts(
  tx: LockedStore,
  owner: string,
  entity: SyncEntity,
  docId: string,
  conflicts: AttributedConflict[],
  now: Date,
): Promise<void> {
  for (const conflict of conflicts) {
    const doc: ConflictDoc = {
      _id: newId(now.getTime()),
      userID: owner,
      entity,
      docId,
      field: conflict.field,
      kept: conflict.kept,
      lost: conflict.lost,
      keptBy: conflict.keptBy,
      lostBy: conflict.lostBy,
      rev: 1,
      at: now.toISOString(),
    };
    await tx.collection<ConflictDoc>(CONFLICTS).insertOne(doc);
    await recordChange(tx, userScope(owner), 'conflict', doc._id, 1, now);
  }
}

export async function deleteSynced(
  tx: LockedStore,
  entity: SyncEntity,
  current: SyncedDoc,
  now = new Date(),
): Promise<WriteOutcome> {
  await tx.collection(COLLECTION[entity]).deleteOne({ _id: current._id });
  await recordChange(tx, userScope(current.userID), entity, current._id, current.rev + 1, now);
  return { status: 'deleted', doc: null };
}

/** What devices receive of a synced document: everything but the server's bookkeeping. */
export function syncedView(doc: SyncedDoc): Record<string, unknown> {
  const { appliedOps: _ops, fieldRevs: _revs, fieldBy: _by, ...view } = doc;
  return view;
}
