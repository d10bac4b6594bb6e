import { memo, useState } from 'react';
import type { LocalTask } from '../../data/records.ts';

/** What a row's buttons do, by task id: one object for the whole list, so rows are not redrawn for it. */
export interface TaskActions {
  /** Answers whether the write was stored. */
  toggle: (id: string) => Promise<boolean>;
  update: (id: string) => void;
  remove: (id: string) => void;
}

export interface TaskItemProps {
  task: LocalTask;
  /** The task's place in the list shown (0-based), for the virtualizer and screen readers. */
  index: number;
  /** How many tasks the list shows, most of them not drawn (windowed). */
  setSize: number;
  actions: TaskActions;
  measureRef: (node: Element | null) => void;
}

/** The fields a row shows; a change to anything else (rev, base, sync times) leaves it as drawn. */
const SHOWN = ['_id', 'taskText', 'important', 'completed', 'date', 'time', 'pending'] as const;

/**
 * Each change to the tasks table answers the live query with new objects for every task, so a row compares
 * what it shows rather than the object: a toggle redraws one row, not every row on screen.
 */
export function sameTaskItem(before: TaskItemProps, after: TaskItemProps): boolean {
  return (
    before.index === after.index &&
    before.setSize === after.setSize &&
    before.actions === after.actions &&
    before.measureRef === after.measureRef &&
    SHOWN.every((field) => before.task[field] === after.task[field])
  );
}

/** One task: its text (struck through when done), when it was written, and done, update and delete. */
export const TaskItem = memo(function TaskItem({ task, index, setSize, actions, measureRef }: TaskItemProps) {
  // A toggle shows as soon as its write is stored (tens of milliseconds): the list's live query reads
  // every task again after the write, a few hundred milliseconds more with thousands of them. Shown only
  // once stored, so what the row says is never a write a closed tab could still lose; the list's copy
  // takes over as soon as it changes (from this write or from elsewhere). Stored, the write waits to be
  // sent: the row says so until the list's copy says otherwise.
  const [flip, setFlip] = useState<{ done: boolean; over: boolean } | null>(null);
  if (flip && flip.over !== task.completed) setFlip(null);
  const done = flip && flip.over === task.completed ? flip.done : task.completed;
  const toggle = () => {
    const stored = { done: !done, over: task.completed };
    void actions.toggle(task._id).then((ok) => {
      if (ok) setFlip(stored);
    });
  };
  return (
    <li
      ref={measureRef}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      className={task.important ? 'task task--important' : 'task'}
    >
      <p className={done ? 'task__text task__text--done' : 'task__text'}>
        {done ? <s>{task.taskText}</s> : task.taskText}
      </p>
      <p className="task__meta">
        {task.important && <span>important</span>}
        <span>
          {task.date} {task.time}
        </span>
        {(task.pending === 1 || flip !== null) && <span className="task__pending">not synced yet</span>}
      </p>
      <div className="task__actions">
        <button
          type="button"
          className="button button--quiet"
          aria-label={`${done ? 'completed' : 'to do'}: ${task.taskText}`}
          onClick={toggle}
        >
          {done ? 'completed' : 'to do'}
        </button>
        <button
          type="button"
          className="button button--quiet"
          aria-label={`update: ${task.taskText}`}
          onClick={() => actions.update(task._id)}
        >
          update
        </button>
        <button
          type="button"
          className="button button--danger"
          aria-label={`delete: ${task.taskText}`}
          onClick={() => actions.remove(task._id)}
        >
          delete
        </button>
      </div>
    </li>
  );
}, sameTaskItem);
