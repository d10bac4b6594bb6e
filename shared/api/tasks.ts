// Tasks (SPEC §3, §5): text of at most 40 characters, an important flag, done or not, and the date and
// time the device stamped when it was written.
import { z } from 'zod';
import { asRead } from './as-read';

export const TASK_TEXT_MAX = 40;

const taskText = z
  .string()
  .trim()
  .min(1, { error: 'Please write the task' })
  .max(TASK_TEXT_MAX, { error: `A task can have at most ${TASK_TEXT_MAX} characters` });
const stamp = z.string().max(40);

export const createTaskSchema = z.strictObject({
  taskText,
  important: z.boolean().default(false),
  completed: z.boolean().default(false),
  date: stamp.default(''),
  time: stamp.default(''),
});

/** PUT /api/tasks/{id}: the full task, or just {taskText, important} (SPEC §7). */
export const updateTaskSchema = z.strictObject({
  _id: z.string().max(64).optional(),
  taskText: taskText.optional(),
  important: z.boolean().optional(),
  completed: z.boolean().optional(),
  date: stamp.optional(),
  time: stamp.optional(),
});

/** What GET /api/tasks/ answers beside the task's own fields: the server's, sent back unchanged or refused. */
export const TASK_SERVER_FIELDS = ['userID', 'rev', 'createdAt', 'updatedAt'] as const;

/** PUT /api/tasks/{id} as the REST call takes it: the full task as the server answered it, or a part. */
export const taskAsReadSchema = asRead(updateTaskSchema, TASK_SERVER_FIELDS);

export interface Task {
  _id: string;
  taskText: string;
  important: boolean;
  completed: boolean;
  date: string;
  time: string;
  rev: number;
}
