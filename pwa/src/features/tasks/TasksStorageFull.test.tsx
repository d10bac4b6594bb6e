// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb } from '../../data/db.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { STORAGE_FULL } from '../../pwa/storage-full.ts';
import { cleanup, click, eventually, field, fillIn, render, textsOf } from '../../test-support/render.tsx';
import { storageFullError } from '../../test-support/storage-full.ts';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import { TASK_ADDED, TasksContent } from './TasksContent.tsx';

const USER = '019a0000-0000-7000-8000-0000000000q1';
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
  vi.restoreAllMocks();
  await closeUserData();
  await deleteUserDb(USER);
});

const alert = () => container.querySelector('.tasks__error')?.textContent;
const submit = () => click(container.querySelector('form button[type="submit"]'));

describe('tasks on a full device', () => {
  it('says what to do and keeps what was typed, so trying again adds the task', async () => {
    vi.spyOn(data.tasks, 'create').mockRejectedValueOnce(storageFullError());
    await fillIn(field(container, 'task'), 'pack bags');
    await click(field(container, 'important'));
    await submit();
    await eventually(() => expect(alert()).toBe(STORAGE_FULL));
    expect(field(container, 'task').value).toBe('pack bags');
    expect((field(container, 'important') as HTMLInputElement).checked).toBe(true);
    expect(toasts.items).toEqual([]);

    await submit();
    await eventually(() => expect(textsOf(container.querySelectorAll('.task__text'))).toEqual(['pack bags']));
    expect(alert()).toBe('');
    expect(field(container, 'task').value).toBe('');
    expect(toasts.items.map((t) => t.text)).toEqual([TASK_ADDED]);
    expect(await data.db.tasks.toArray()).toMatchObject([{ taskText: 'pack bags', important: true }]);
  });
});
