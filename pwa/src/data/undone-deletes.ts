// A `deleted` conflict (a delete that had not seen another device's edit) is undone by re-creating its
// kept copy under the conflict's id. The server closes the conflict with that create, in the same
// transaction, so the device queues no close: the conflict counts as decided here while the copy is on the
// device (queued, or pulled from the device that undid it). A create the server refuses takes the copy
// away again, and the conflict is listed again, beside the refusal, to be tried again.
import { DELETED_CONFLICT } from '../../../shared/sync/delete-rule.ts';
import type { UserDb } from './db.ts';
import { tableOf } from './local-write.ts';
import type { ConflictRecord } from './records.ts';

/** Has this device undone the delete the conflict kept? Read inside a transaction on the entity's table. */
export async function undoneHere(db: UserDb, conflict: ConflictRecord): Promise<boolean> {
  if (conflict.kind !== DELETED_CONFLICT) return false;
  return (await tableOf(db, conflict.entity).get(conflict._id)) !== undefined;
}

/** The conflicts of `candidates` (open ones) the owner still has to decide on this device. */
export async function stillToDecide(db: UserDb, candidates: readonly ConflictRecord[]) {
  const undone = await Promise.all(candidates.map((c) => undoneHere(db, c)));
  return candidates.filter((_, i) => !undone[i]);
}
