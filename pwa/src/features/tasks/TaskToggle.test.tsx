// @vitest-environment jsdom
/// <reference lib="dom" />
// Issue 31: with thousands of tasks, the list's live query takes a few hundred milliseconds to bring a
// toggle back after its write. The row shows the toggle as soon as its write is stored (never before:
// what it shows is never a write a closed tab could lose), gives way to the list's copy as soon as that
// changes (whatever it says), and shows nothing of a write that was refused.
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalTask } from '../../data/records.ts';
import { cleanup, click, render } from '../../test-support/render.tsx';
import { type TaskActions, TaskItem } from './TaskItem.tsx';
import { syncedTask } from './task-fixtures.ts';

afterEach(cleanup);

/** The toggle's answers, given when the test says; and the task the row is given (the live query's). */
const answers: ((stored: boolean) => void)[] = [];
const actions: TaskActions = {
  toggle: () => new Promise((resolve) => answers.push(resolve)),
  update: () => {},
  remove: () => {},
};
let setTask: (task: LocalTask) => void = () => {};

function Host() {
  const [task, set] = useState(syncedTask(1));
  setTask = set;
  return <TaskItem task={task} index={0} setSize={1} actions={actions} measureRef={() => {}} />;
}

async function row() {
  answers.length = 0;
  const { container } = await render(<Host />);
  const label = () => container.querySelector('button')?.textContent;
  const stored = (fields: Partial<LocalTask>) => act(() => setTask(syncedTask(1, fields)));
  const answer = (ok: boolean) => act(async () => answers.shift()?.(ok));
  return { container, label, stored, answer };
}

describe('a task row’s done toggle', () => {
  it('shows the toggle once its write is stored, before the list brings it, then the list’s copy', async () => {
    const r = await row();
    expect(r.label()).toBe('to do');
    await click(r.container.querySelector('button'));
    // Not stored yet: nothing shows.
    expect(r.label()).toBe('to do');
    await r.answer(true);
    expect(r.label()).toBe('completed');
    expect(r.container.querySelector('.task__text--done s')).not.toBeNull();
    // Stored, not yet sent: the row says so.
    expect(r.container.querySelector('.task__pending')).not.toBeNull();
    await r.stored({ completed: true, pending: 0 });
    expect(r.label()).toBe('completed');
    expect(r.container.querySelector('.task__pending')).toBeNull();
    // Undone elsewhere later: the row follows the list's copy, not the toggle it showed.
    await r.stored({ completed: false });
    expect(r.label()).toBe('to do');
  });

  it('shows nothing of a write that was refused', async () => {
    const r = await row();
    await click(r.container.querySelector('button'));
    await r.answer(false);
    expect(r.label()).toBe('to do');
  });
});
