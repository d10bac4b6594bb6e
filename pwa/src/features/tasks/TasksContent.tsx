import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { LocalTask } from '../../data/records.ts';
import type { UserData } from '../../data/user-data.ts';
import { demoWriteBlocked } from '../../state/demo-notice.ts';
import { TextField } from '../forms/TextField.tsx';
import { useUserData } from '../sync/use-user-data.ts';
import { toast } from '../toasts/toast-store.ts';
import { DeleteTaskDialog } from './DeleteTaskDialog.tsx';
import { TaskForm } from './TaskForm.tsx';
import type { TaskActions } from './TaskItem.tsx';
import { TaskList } from './TaskList.tsx';
import { matchesSearch } from './task-rules.ts';
import './tasks.css';
import { errorMessage } from '../../api/client.ts';
import { FETCHING } from '../alerts/loading-texts.ts';
import { useTaskList } from './use-task-list.ts';

/** SPEC §8: the toast after a task is added, spelled as the SPEC has it. */
export const TASK_ADDED = 'task addded success';
export const NO_TASKS = 'no tasks to show!';

/** SPEC §2 /tasks below its heading: the user's task list, read live from their database (works offline). */
export function TasksContent() {
  const data = useUserData();
  // Until the sync engine has opened the user's database (it loads beside this part); the guard keeps
  // visitors out, so otherwise this is the moment between signing out and leaving the page.
  if (!data) return <p role="status">{FETCHING}</p>;
  return <Tasks key={data.userId} data={data} />;
}

function Tasks({ data }: { data: UserData }) {
  const { db, tasks: repository } = data;
  const { tasks, complete } = useTaskList(db);
  const [text, setText] = useState('');
  const [important, setImportant] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<LocalTask | null>(null);
  const textInput = useRef<HTMLInputElement>(null);
  // The rows' buttons are wired once (see actions below) and find their task here when pressed.
  const latestTasks = useRef(tasks);
  useLayoutEffect(() => {
    latestTasks.current = tasks;
  }, [tasks]);

  const resetForm = useCallback(() => {
    setEditingId(null);
    setText('');
    setImportant(false);
    setError(null);
  }, []);

  const run = useCallback(async (action: () => Promise<void>): Promise<boolean> => {
    if (demoWriteBlocked()) return false;
    try {
      await action();
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    }
  }, []);

  // The form clears at once, so a quick next action (update on another task) is never undone when the
  // write settles; a refused write puts the submitted values back with the reason.
  const submit = async () => {
    if (demoWriteBlocked()) return;
    const submitted = { editingId, text, important };
    resetForm();
    try {
      if (submitted.editingId) {
        await repository.edit(submitted.editingId, {
          taskText: submitted.text,
          important: submitted.important,
        });
      } else {
        await repository.create({ taskText: submitted.text, important: submitted.important });
        toast(TASK_ADDED);
      }
    } catch (caught) {
      setEditingId(submitted.editingId);
      setText(submitted.text);
      setImportant(submitted.important);
      setError(errorMessage(caught));
    }
  };

  const startEdit = useCallback((task: LocalTask) => {
    setEditingId(task._id);
    setText(task.taskText);
    setImportant(task.important);
    setError(null);
    textInput.current?.focus();
  }, []);

  // One object for the page's life, so a change to one task redraws only that task's row (TaskItem).
  const actions = useMemo<TaskActions>(() => {
    const find = (id: string) => latestTasks.current?.find((task) => task._id === id);
    return {
      toggle: (id) => run(() => repository.toggleCompleted(id)),
      update: (id) => {
        const task = find(id);
        if (task) startEdit(task);
      },
      remove: (id) => setDeleting(find(id) ?? null),
    };
  }, [repository, run, startEdit]);

  const remove = async (task: LocalTask) => {
    setDeleting(null);
    if (await run(() => repository.remove(task._id))) {
      if (editingId === task._id) resetForm();
    }
  };

  // Typing stays quick with thousands of tasks: the box shows each key at once, the list follows.
  const query = useDeferredValue(search);
  const shown = useMemo(() => (tasks ?? []).filter((task) => matchesSearch(task, query)), [tasks, query]);

  return (
    <>
      <TaskForm
        editing={editingId !== null}
        text={text}
        important={important}
        error={error}
        textRef={textInput}
        onTextChange={setText}
        onImportantChange={setImportant}
        onSubmit={() => void submit()}
        onExitEdit={resetForm}
      />
      <search className="tasks__search">
        <TextField
          label="search tasks"
          type="search"
          value={search}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </search>
      <h2>your tasks</h2>
      {tasks === undefined || (!complete && query !== '') ? (
        <p role="status">{FETCHING}</p>
      ) : shown.length === 0 ? (
        <p>{NO_TASKS}</p>
      ) : (
        <TaskList tasks={shown} actions={actions} />
      )}
      {deleting && (
        <DeleteTaskDialog
          taskText={deleting.taskText}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
