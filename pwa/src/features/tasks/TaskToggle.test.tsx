// @vitest-environment jsdom
/// <reference lib="dom" />
// Issue 31: with thousands of tasks, the list's live query takes a few hundred milliseconds to bring a
// toggle back after its write. The row shows the click at once, gives way to the stored state as soon
// as that arrives (whatever it says), and puts the old state back when the write was refused.
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
  it('shows the click before the write is stored, then the stored state', async () => {
    const r = await row();
    expect(r.label()).toBe('to do');
    await click(r.container.querySelector('button'));
    expect(r.label()).toBe('completed');
    expect(r.container.querySelector('.task__text--done s')).not.toBeNull();
    await r.answer(true);
    expect(r.label()).toBe('completed');
    await r.stored({ completed: true });
    expect(r.label()).toBe('completed');
    // Undone elsewhere later: the row follows the stored state, not the click it showed.
    await r.stored({ completed: false });
    expect(r.label()).toBe('to do');
  });

  it('puts the state back when the write was refused', async () => {
    const r = await row();
    await click(r.container.querySelector('button'));
    expect(r.label()).toBe('completed');
    await r.answer(false);
    expect(r.label()).toBe('to do');
  });
});
