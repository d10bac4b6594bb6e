// Tasks on the device (SPEC §3, §5). Each call stores the task and its outbox entry together; the sync
// engine sends them. Text is checked with the server's own schema.

import { createTaskSchema, updateTaskSchema } from '../../../shared/api/tasks.ts';
import { formatDate, formatTime } from '../../../shared/dates.ts';
import { newId } from '../../../shared/ids.ts';
import type { UserDb } from './db.ts';
import { writeLocal } from './local-write.ts';
import type { LocalTask } from './records.ts';
import { checked, type RepositoryOptions, repositoryContext } from './repository-base.ts';

export interface NewTask {
  taskText: string;
  important?: boolean;
}

export interface TaskEdit {
  taskText?: string;
  important?: boolean;
}

export type TaskRepository = ReturnType<typeof taskRepository>;

export function taskRepository(db: UserDb, options: RepositoryOptions = {}) {
  const { guard, now } = repositoryContext(db, options);
  const editSchema = updateTaskSchema.pick({ taskText: true, important: true });

  return {
    /** Stamps the device's date and time (SPEC: tasks show when they were written); answers the new id. */
    async create(task: NewTask): Promise<string> {
      guard();
      const at = now();
      const fields = checked(createTaskSchema, {
        taskText: task.taskText,
        important: task.important ?? false,
        completed: false,
        date: formatDate(at),
        time: formatTime(at),
      });
      const id = newId(at.getTime());
      await writeLocal(db, 'task', id, { kind: 'create', fields }, { now: at });
      return id;
    },

    async toggleCompleted(id: string): Promise<void> {
      guard();
      await writeLocal(db, 'task', id, {
        kind: 'update',
        fields: (current) => ({ completed: !(current as Partial<LocalTask>).completed }),
      });
    },

    async edit(id: string, changes: TaskEdit): Promise<void> {
      guard();
      const fields = checked(editSchema, changes);
      await writeLocal(db, 'task', id, { kind: 'update', fields }, { now: now() });
    },

    async remove(id: string): Promise<void> {
      guard();
      await writeLocal(db, 'task', id, { kind: 'delete' }, { now: now() });
    },
  };
}
