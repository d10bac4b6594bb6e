// The task list a screen shows, read in two steps. With thousands of tasks, reading them all (and
// sorting them) took about 100 ms on a phone-sized profile and held the screen's first paint back; the
// first screenful, by the `createdAt` index, takes a few milliseconds. The whole list is read live once
// those rows are in (or their read failed), so reading thousands does not hold their paint back either.
import { useLiveQuery } from 'dexie-react-hooks';
import { useLayoutEffect, useMemo, useState } from 'react';
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

/** A read of the first screenful; `settled` holds its rows once in (none if it failed). */
interface FirstRead {
  rows: Promise<LocalTask[]>;
  settled?: LocalTask[];
}

function readFirstRows(db: UserDb): FirstRead {
  // The index orders as inCreationOrder does: createdAt by code unit, then the id.
  const read: FirstRead = { rows: db.tasks.orderBy('createdAt').limit(FIRST_ROWS).toArray() };
  read.rows.then(
    (rows) => {
      read.settled = rows;
    },
    () => {
      read.settled = [];
    },
  );
  return read;
}

export function useTaskList(db: UserDb): TaskList {
  // Which database the first rows were read from: the user's database opened again starts over.
  const [first, setFirst] = useState<{ db: UserDb; rows: LocalTask[] } | null>(null);
  // Asked for while the screen renders, not once it has painted (an effect's time): in a new tab with
  // 5,000 tasks, the read then waited 30-80 ms behind that paint in Chromium.
  const read = useMemo(() => readFirstRows(db), [db]);
  // A layout effect: rows already in are drawn in the same frame as the screen, before the browser paints.
  useLayoutEffect(() => {
    let current = true;
    const settle = (rows: LocalTask[]) => {
      if (current) setFirst({ db, rows });
    };
    if (read.settled) settle(read.settled);
    else read.rows.then(settle, () => settle([]));
    return () => {
      current = false;
    };
  }, [db, read]);
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
