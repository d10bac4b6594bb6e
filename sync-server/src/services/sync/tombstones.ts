// A deleted document leaves a tombstone that outlives it, so no later write can bring it back: a create
// replayed under a new seq, or made with an id that was deleted, is refused instead of re-creating it.
import type { SyncEntity } from '../../../../shared/sync/protocol';
import type { LockedStore } from '../../ports/document-store';
import { AppError } from '../errors';

export const TOMBSTONES = 'sync_tombstones';

interface TombstoneDoc {
  _id: string;
  userID: string;
  at: string;
}

export class GoneError extends AppError {
  readonly status = 409;
  constructor() {
    super('This item was deleted');
  }
}

const key = (entity: SyncEntity, id: string) => `${entity}:${id}`;

export async function bury(tx: LockedStore, entity: SyncEntity, id: string, owner: string, now: Date) {
  const tombstones = tx.collection<TombstoneDoc>(TOMBSTONES);
  if (await tombstones.findOne({ _id: key(entity, id) })) return;
  await tombstones.insertOne({ _id: key(entity, id), userID: owner, at: now.toISOString() });
}

/** Throws GoneError when a document of that entity and id was deleted. */
export async function assertNotBuried(tx: LockedStore, entity: SyncEntity, id: string): Promise<void> {
  if (await tx.collection<TombstoneDoc>(TOMBSTONES).findOne({ _id: key(entity, id) })) throw new GoneError();
}

/**
 * A delete of an id this server has no document of (a server restored from a backup older than the
 * document's create, to which the deleting device sends its acknowledged delete again): the id is buried
 * all the same, so a device that never heard of the delete cannot create it again. An id another owner's
 * document holds is left alone.
 */
export async function buryUnknown(
  tx: LockedStore,
  doc: { entity: SyncEntity; id: string; collection: string },
  owner: string,
  now: Date,
) {
  const { entity, id, collection } = doc;
  if (await tx.collection(collection).findOne({ _id: id }, { projection: { _id: 1 } })) return;
  await bury(tx, entity, id, owner, now);
}
