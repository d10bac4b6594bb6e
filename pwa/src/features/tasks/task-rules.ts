// SPEC §2, §5 tasks: text capped at 40 characters with a counter (max, used, left), and a search that
// is a case-insensitive substring match on taskText.
import { TASK_TEXT_MAX } from '../../../../shared/api/tasks.ts';

export interface Counter {
  max: number;
  used: number;
  left: number;
}

export function capTaskText(text: string): string {
  return [...text].slice(0, TASK_TEXT_MAX).join('');
}

export function taskCounter(text: string): Counter {
  const used = Math.min([...text].length, TASK_TEXT_MAX);
  return { max: TASK_TEXT_MAX, used, left: TASK_TEXT_MAX - used };
}

export function matchesSearch(task: { taskText: string }, query: string): boolean {
  return task.taskText.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}

/** Code-unit order, as IndexedDB compares strings (not the locale's order). */
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Oldest first, as IndexedDB orders the `createdAt` index: then by id. Sorts in place. */
export function inCreationOrder<T extends { _id: string; createdAt: string }>(tasks: T[]): T[] {
  return tasks.sort((a, b) => byCodeUnits(a.createdAt, b.createdAt) || byCodeUnits(a._id, b._id));
}
