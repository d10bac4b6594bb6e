// Tasks through the shared synced-entity verbs (REST and sync alike), and the owner's task counter.
import { createTaskSchema, updateTaskSchema } from '../../../../shared/api/tasks';
import type { Deps } from '../../deps';
import { entityVerbs } from '../sync/entity-verbs';
import { recordProfileChange } from '../sync/profile-feed';
import { users } from '../users/user-doc';
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

/** users.tasks stays true however tasks were written: recounted, never incremented. */
export async function recountTasks(deps: Pick<Deps, 'store'>, userId: string): Promise<void> {
  const count = await deps.store.collection(TASKS).count({ userID: userId });
  const { modified } = await users(deps).updateOne({ _id: userId }, { $set: { tasks: count } });
  // Only a count that moved is news; callers run after the task write's lock is released.
  if (modified > 0) await recordProfileChange(deps, userId);
}
