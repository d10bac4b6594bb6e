// Tasks as the sync engine stores the server's copies (nothing waiting to be sent), for a heavy account.
import type { LocalTask } from '../../data/records.ts';

const START = Date.UTC(2026, 0, 1);

/** The i-th of many synced tasks, one second after the one before, named by its place ("task 0042"). */
export function syncedTask(i: number, overrides: Partial<LocalTask> = {}): LocalTask {
  const number = String(i).padStart(4, '0');
  return {
    _id: `019a0000-0000-7000-8000-00000000${number}`,
    rev: 1,
    pending: 0,
    base: null,
    createdAt: new Date(START + i * 1000).toISOString(),
    taskText: `task ${number}`,
    important: false,
    completed: false,
    date: 'Thu 1 Jan 2026',
    time: '9:00:00',
    ...overrides,
  };
}

export const syncedTasks = (count: number): LocalTask[] =>
  Array.from({ length: count }, (_, i) => syncedTask(i));
