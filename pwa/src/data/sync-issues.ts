// What the review dialog lists: conflicts the owner has not decided on and writes the server refused,
// newest first, each with the record it concerns (undefined when that is gone).
import type { UserDb } from './db.ts';
import { tableOf } from './local-write.ts';
import type { ConflictRecord, Fields, RejectionRecord } from './records.ts';
import { stillToDecide } from './undone-deletes.ts';

export interface ConflictIssue {
  conflict: ConflictRecord;
  record: Fields | undefined;
}

export interface RejectionIssue {
  rejection: RejectionRecord;
  record: Fields | undefined;
  /** For a refused choice on a conflict: that conflict, while the device still has it. */
  conflict?: ConflictRecord;
}

export interface SyncIssues {
  conflicts: ConflictIssue[];
  rejections: RejectionIssue[];
}

async function rejectionIssue(db: UserDb, rejection: RejectionRecord): Promise<RejectionIssue> {
  if (rejection.entity !== 'conflict')
    return { rejection, record: await tableOf(db, rejection.entity).get(rejection.id) };
  const conflict = await db.conflicts.get(rejection.id);
  if (!conflict) return { rejection, record: undefined };
  return { rejection, record: await tableOf(db, conflict.entity).get(conflict.docId), conflict };
}

export async function loadIssues(db: UserDb): Promise<SyncIssues> {
  const open = (await db.conflicts.orderBy('at').reverse().toArray()).filter((c) => c.resolved === 0);
  const conflicts = await stillToDecide(db, open);
  const rejections = await db.rejections.orderBy('at').reverse().toArray();
  return {
    conflicts: await Promise.all(
      conflicts.map(async (conflict) => ({
        conflict,
        record: await tableOf(db, conflict.entity).get(conflict.docId),
      })),
    ),
    rejections: await Promise.all(rejections.map((rejection) => rejectionIssue(db, rejection))),
  };
}
