import type { LocalTask } from '../../data/records.ts';

interface TaskItemProps {
  task: LocalTask;
  onToggle: () => void;
  onUpdate: () => void;
  onDelete: () => void;
}

/** One task: its text (struck through when done), when it was written, and done, update and delete. */
export function TaskItem({ task, onToggle, onUpdate, onDelete }: TaskItemProps) {
  const done = task.completed;
  return (
    <li className={task.important ? 'task task--important' : 'task'}>
      <p className={done ? 'task__text task__text--done' : 'task__text'}>
        {done ? <s>{task.taskText}</s> : task.taskText}
      </p>
      <p className="task__meta">
        {task.important && <span>important</span>}
        <span>
          {task.date} {task.time}
        </span>
        {task.pending === 1 && <span className="task__pending">not synced yet</span>}
      </p>
      <div className="task__actions">
        <button
          type="button"
          className="button button--quiet"
          aria-label={`${done ? 'completed' : 'to do'}: ${task.taskText}`}
          onClick={onToggle}
        >
          {done ? 'completed' : 'to do'}
        </button>
        <button
          type="button"
          className="button button--quiet"
          aria-label={`update: ${task.taskText}`}
          onClick={onUpdate}
        >
          update
        </button>
        <button
          type="button"
          className="button button--danger"
          aria-label={`delete: ${task.taskText}`}
          onClick={onDelete}
        >
          delete
        </button>
      </div>
    </li>
  );
}
