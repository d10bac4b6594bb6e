// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteUserDb } from '../../data/db.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { cleanup, click, eventually, field, fillIn, render, textsOf } from '../../test-support/render.tsx';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import { NO_TASKS, TASK_ADDED, TasksContent } from './TasksContent.tsx';
import { syncedTask } from './task-fixtures.ts';

const USER = '019a0000-0000-7000-8000-0000000000t1';
let data: UserData;
let container: HTMLElement;

beforeEach(async () => {
  data = openUserData(USER);
  await data.db.open();
  ({ container } = await render(<TasksContent />));
});

afterEach(async () => {
  cleanup();
  clearToasts();
  await closeUserData();
  await deleteUserDb(USER);
});

const button = (name: string, within: ParentNode = container) =>
  Array.from(within.querySelectorAll('button')).find((b) => b.textContent === name);
const items = () => Array.from(container.querySelectorAll('li.task'));
const itemTexts = () => textsOf(container.querySelectorAll('.task__text'));
const counter = () => container.querySelector('.tasks__counter')?.textContent;
const submit = () => click(container.querySelector('form button[type="submit"]'));

async function add(text: string) {
  await fillIn(field(container, 'task'), text);
  await submit();
  await eventually(() => expect(itemTexts()).toContain(text));
}

describe('tasks page', () => {
  it('shows the empty text, then adds a task with the toast and the not-synced mark', async () => {
    await eventually(() => expect(container.textContent).toContain(NO_TASKS));
    await fillIn(field(container, 'task'), 'pack bags');
    await click(field(container, 'important'));
    await submit();
    await eventually(() => expect(itemTexts()).toEqual(['pack bags']));
    expect(toasts.items.map((t) => t.text)).toEqual([TASK_ADDED]);
    expect(items()[0]?.textContent).toContain('not synced yet');
    expect(items()[0]?.textContent).toContain('important');
    expect(field(container, 'task').value).toBe('');
    const [stored] = await data.db.tasks.toArray();
    expect(stored).toMatchObject({ taskText: 'pack bags', important: true, completed: false, pending: 1 });
  });

  it('caps the text at 40 characters and counts max, used and left', async () => {
    expect(counter()).toBe('max 40 · used 0 · left 40');
    await fillIn(field(container, 'task'), 'buy maps');
    expect(counter()).toBe('max 40 · used 8 · left 32');
    await fillIn(field(container, 'task'), 'x'.repeat(45));
    expect(field(container, 'task').value).toBe('x'.repeat(40));
    expect(counter()).toBe('max 40 · used 40 · left 0');
  });

  it('refuses an empty task with the server’s words', async () => {
    await submit();
    await eventually(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe('Please write the task'),
    );
    expect(await data.db.tasks.count()).toBe(0);
  });

  it('toggles done between "to do" and "completed" and strikes the text through', async () => {
    await add('book hotel');
    const item = items()[0] as Element;
    await click(button('to do', item));
    await eventually(() => expect(button('completed', items()[0] as Element)).toBeDefined());
    expect(items()[0]?.querySelector('.task__text--done s')?.textContent).toBe('book hotel');
    await click(button('completed', items()[0] as Element));
    await eventually(() => expect(button('to do', items()[0] as Element)).toBeDefined());
    expect(items()[0]?.querySelector('s')).toBeNull();
  });

  it('enters edit mode on update, fills the form, and leaves it on exit or on submit', async () => {
    await add('first');
    await click(button('update', items()[0] as Element));
    expect(field(container, 'task').value).toBe('first');
    expect(container.querySelector('h2')?.textContent).toBe('edit task');
    expect(button('update task')).toBeDefined();
    await click(button('exit edit mode'));
    expect(field(container, 'task').value).toBe('');
    expect(button('exit edit mode')).toBeUndefined();
    expect(button('add task')).toBeDefined();

    await click(button('update', items()[0] as Element));
    await fillIn(field(container, 'task'), 'first, edited');
    await click(field(container, 'important'));
    await submit();
    await eventually(() => expect(itemTexts()).toEqual(['first, edited']));
    expect(button('exit edit mode')).toBeUndefined();
    expect(field(container, 'task').value).toBe('');
    expect(await data.db.tasks.count()).toBe(1);
    expect((await data.db.tasks.toArray())[0]).toMatchObject({ taskText: 'first, edited', important: true });
    expect(toasts.items.map((t) => t.text)).toEqual([TASK_ADDED]);
  });

  it('lists the oldest task first, whatever the order of their ids, and two of the same moment by id', async () => {
    const at = (i: number) => syncedTask(i).createdAt;
    await data.db.tasks.bulkPut([
      syncedTask(1, { taskText: 'third', createdAt: at(5) }),
      syncedTask(2, { taskText: 'first', createdAt: at(0) }),
      syncedTask(4, { taskText: 'last', createdAt: at(7) }),
      syncedTask(3, { taskText: 'second, its id first', createdAt: at(3) }),
      syncedTask(9, { taskText: 'second, its id last', createdAt: at(3) }),
    ]);
    await eventually(() =>
      expect(itemTexts()).toEqual(['first', 'second, its id first', 'second, its id last', 'third', 'last']),
    );
  });

  it('searches task text case-insensitively and says when nothing matches', async () => {
    await add('Visit Rome');
    await add('pack bags');
    await fillIn(field(container, 'search tasks'), 'rOME');
    expect(itemTexts()).toEqual(['Visit Rome']);
    await fillIn(field(container, 'search tasks'), 'zzz');
    expect(container.textContent).toContain(NO_TASKS);
    await fillIn(field(container, 'search tasks'), '');
    expect(itemTexts()).toEqual(['Visit Rome', 'pack bags']);
  });

  it('deletes only after "delete" is typed in the confirmation dialog', async () => {
    await add('drop me');
    await click(button('delete', items()[0] as Element));
    const dialog = () => container.querySelector('[role="alertdialog"]');
    expect(dialog()).not.toBeNull();
    const confirm = () => button('delete', dialog() as Element) as HTMLButtonElement;
    expect(confirm().disabled).toBe(true);
    await fillIn(field(dialog() as HTMLElement, 'type "delete" to confirm'), 'Delete');
    expect(confirm().disabled).toBe(true);
    await click(button('cancel', dialog() as Element));
    expect(dialog()).toBeNull();
    expect(itemTexts()).toEqual(['drop me']);

    await click(button('delete', items()[0] as Element));
    expect(confirm().disabled).toBe(true);
    await fillIn(field(dialog() as HTMLElement, 'type "delete" to confirm'), 'delete');
    expect(confirm().disabled).toBe(false);
    await click(confirm());
    await eventually(() => expect(container.textContent).toContain(NO_TASKS));
    expect(dialog()).toBeNull();
    expect(await data.db.tasks.count()).toBe(0);
  });
});
