import { memo, useCallback } from 'react';
import type { LocalTask } from '../../data/records.ts';
import { useWindowRows } from '../windowing/use-window-rows.ts';
import { type TaskActions, TaskItem } from './TaskItem.tsx';

/** A one-line task with its date line and buttons on a 360 px phone; rows are measured once drawn. */
const ROW_ESTIMATE = 130;

interface TaskListProps {
  tasks: readonly LocalTask[];
  actions: TaskActions;
}

/**
 * The tasks shown, windowed: a heavy traveller keeps thousands, and only those near the viewport are drawn.
 * Each row tells screen readers its place in the whole list; the search box finds what is not drawn.
 */
export const TaskList = memo(function TaskList({ tasks, actions }: TaskListProps) {
  const getItemKey = useCallback((index: number) => tasks[index]?._id ?? String(index), [tasks]);
  const { containerRef, measureRef, slots, onFocus, onBlur } = useWindowRows<HTMLUListElement>({
    count: tasks.length,
    getItemKey,
    estimate: ROW_ESTIMATE,
  });
  return (
    <ul ref={containerRef} className="tasks__list" onFocus={onFocus} onBlur={onBlur}>
      {slots.map((slot) => {
        if (slot.kind === 'spacer') {
          return (
            <li key={slot.key} className="tasks__spacer" aria-hidden="true" style={{ height: slot.height }} />
          );
        }
        const task = tasks[slot.index];
        return (
          task && (
            <TaskItem
              key={slot.key}
              task={task}
              index={slot.index}
              setSize={tasks.length}
              actions={actions}
              measureRef={measureRef}
            />
          )
        );
      })}
    </ul>
  );
});
