// The task list a screen shows, read in two steps. With thousands of tasks, reading them all (and
// sorting them) took about 100 ms on a phone-sized profile and held the screen's first paint back; the
// first screenful, by the `createdAt` index, takes a few milliseconds. The whole list is read live once
// those rows are in (or their read failed), so reading thousands does not hold their paint back either.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { UserDb } from '../../data/db.ts';
import type { LocalTask } from '../../data/records.ts';
import { inCreationOrder } from './task-rules.ts';

/** More than the tallest screen shows at once. */
export const FIRST_ROWS = 50;

export interface TaskList {
  /** Oldest first; undefined while nothing is read yet. */
  tasks: LocalTask[] | undefined;
  /** False while only the first rows are in: a search of them would miss the rest. */
  complete: boolean;
}

export function useTaskList(db: UserDb): TaskList {
  // Which database the first rows were read from: the user's database opened again starts over.
  const [first, setFirst] = useState<{ db: UserDb; rows: LocalTask[] } | null>(null);
  useEffect(() => {
    let current = true;
    const settle = (rows: LocalTask[]) => {
      if (current) setFirst({ db, rows });
    };
    // The index orders as inCreationOrder does: createdAt by code unit, then the id.
    db.tasks
      .orderBy('createdAt')
      .limit(FIRST_ROWS)
      .toArray()
      .then(settle, () => settle([]));
    return () => {
      current = false;
    };
  }, [db]);
  const started = first?.db === db;
  // Read by primary key and sorted here: through the `createdAt` index, Dexie's live query also reads every
  // key again and records each one, which doubled the cost of every redraw with thousands of tasks.
  const all = useLiveQuery<LocalTask[] | undefined>(
    () => (started ? db.tasks.toArray().then(inCreationOrder) : undefined),
    [db, started],
  );
  if (all !== undefined) return { tasks: all, complete: true };
  // No first rows (none, or their read failed) is not yet "no tasks": the whole list says.
  const rows = started && first.rows.length > 0 ? first.rows : undefined;
  return { tasks: rows, complete: false };
}
