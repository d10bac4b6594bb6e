// Tasks through the shared synced-entity verbs (REST and sync alike), and the owner's task counter.
import { createTaskSchema, updateTaskSchema } from '../../../../shared/api/tasks';
import type { Deps } from '../../deps';
import type { LockedStore } from '../../ports/document-store';
import { userScope } from '../sync/change-log';
import { entityVerbs } from '../sync/entity-verbs';
import { recordProfileChangeTx } from '../sync/profile-feed';
import { USERS, type UserDoc } from '../users/user-doc';
import { TASKS } from './task-doc';

// An update may repeat the task's own _id (SPEC §7 sends the full task); it is not a field to write.
const updateFields = updateTaskSchema.omit({ _id: true });

export const taskRules = {
  entity: 'task' as const,
  create: createTaskSchema,
  update: updateFields,
  notFound: 'Task not found',
};

export const tasks = entityVerbs(taskRules);

/**
 * users.tasks stays true however tasks were written: recounted, never incremented. For callers that hold
 * no lock (REST writes, after theirs is released): the count, the user and the profile's change-log entry
 * commit together.
 */
export function recountTasks(deps: Pick<Deps, 'store'>, userId: string): Promise<void> {
  return deps.store.withLock(userScope(userId), (tx) => recountTasksTx(tx, userId));
}

/**
 * recountTasks inside the caller's withLock(userScope(userId)), in the same transaction as the task writes
 * it follows (a push), where three writes after the push would each wait for a commit of their own.
 */
export async function recountTasksTx(tx: LockedStore, userId: string, now = new Date()): Promise<void> {
  const count = await tx.collection(TASKS).count({ userID: userId });
  const { modified } = await tx
    .collection<UserDoc>(USERS)
    .updateOne({ _id: userId }, { $set: { tasks: count } });
  // Only a count that moved is news.
  if (modified > 0) await recordProfileChangeTx(tx, userId, now);
}
