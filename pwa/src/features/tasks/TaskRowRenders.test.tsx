// @vitest-environment jsdom
/// <reference lib="dom" />
// Issue 31: one toggle redrew the whole list three times. The row component is wrapped, as it is
// exported (memo and its own comparison kept), in one that counts each row's renders by task id.
import 'fake-indexeddb/auto';
import { type ComponentType, type MemoExoticComponent, memo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb } from '../../data/db.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { cleanup, click, eventually, render } from '../../test-support/render.tsx';
import type * as TaskItemModule from './TaskItem.tsx';
import { TasksContent } from './TasksContent.tsx';
import { syncedTasks } from './task-fixtures.ts';

const renders = vi.hoisted(() => new Map<string, number>());

vi.mock('./TaskItem.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof TaskItemModule>();
  type Props = TaskItemModule.TaskItemProps;
  // memo() answers { type, compare }; a plain component (not memoized) is counted as it is.
  const exported = actual.TaskItem as unknown as Partial<MemoExoticComponent<ComponentType<Props>>> & {
    compare?: ((a: Props, b: Props) => boolean) | null;
  };
  const Row = (exported.type ?? actual.TaskItem) as ComponentType<Props>;
  function CountedRow(props: Props) {
    renders.set(props.task._id, (renders.get(props.task._id) ?? 0) + 1);
    return <Row {...props} />;
  }
  return {
    ...actual,
    TaskItem: exported.type ? memo(CountedRow, exported.compare ?? undefined) : CountedRow,
  };
});

const USER = '019a0000-0000-7000-8000-0000000000r1';
const tasks = syncedTasks(40);
let data: UserData;
let container: HTMLElement;

beforeEach(async () => {
  data = openUserData(USER);
  await data.db.open();
  await data.db.tasks.bulkPut(tasks);
  ({ container } = await render(<TasksContent />));
  await eventually(() => expect(container.querySelectorAll('li.task').length).toBeGreaterThan(3));
});

afterEach(async () => {
  cleanup();
  await closeUserData();
  await deleteUserDb(USER);
});

const drawnIds = () =>
  Array.from(container.querySelectorAll('li.task'), (li) => {
    const text = li.querySelector('.task__text')?.textContent;
    return tasks.find((task) => task.taskText === text)?._id;
  });

describe('rows of the task list', () => {
  it('redraws only the toggled row, through the local write and the sync engine’s answer', async () => {
    const [, second, third] = tasks;
    if (!second || !third) throw new Error('fixture');
    expect(drawnIds()).toContain(third._id);
    renders.clear();

    // A change that shows nowhere (the server's copy of another task moved on) redraws nothing.
    await data.db.tasks.update(third._id, { rev: 2, base: { taskText: third.taskText } });
    await click(container.querySelector('li.task:nth-child(2) button'));
    await eventually(() => expect(container.querySelector('li.task:nth-child(2) s')).not.toBeNull());
    expect(container.querySelector('li.task:nth-child(2) .task__pending')).not.toBeNull();
    // What the engine writes when the server answers: a new revision, the pending mark gone.
    await data.db.tasks.update(second._id, { rev: 2, pending: 0 });
    await eventually(() => expect(container.querySelector('li.task:nth-child(2) .task__pending')).toBeNull());

    expect(Object.fromEntries(renders)).toEqual({ [second._id]: 2 });
  });
});
