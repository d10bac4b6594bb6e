// @vitest-environment jsdom
/// <reference lib="dom" />
// A heavy account's task list (issue 31): 5,000 tasks, of which only those near the viewport are drawn.
// jsdom lays nothing out: its window is 1024 × 768 and every row measures 0, so rows keep their estimate.
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteUserDb } from '../../data/db.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { cleanup, eventually, field, fillIn, render, textsOf } from '../../test-support/render.tsx';
import { DRAWN_WHOLE } from '../windowing/use-window-rows.ts';
import { TasksContent } from './TasksContent.tsx';
import { syncedTask, syncedTasks } from './task-fixtures.ts';

const USER = '019a0000-0000-7000-8000-0000000000w1';
const COUNT = 5000;
let data: UserData;
let container: HTMLElement;

beforeEach(async () => {
  data = openUserData(USER);
  await data.db.open();
  await data.db.tasks.bulkPut([
    ...syncedTasks(COUNT - 1),
    syncedTask(COUNT - 1, { taskText: 'find the lost passport' }),
  ]);
  ({ container } = await render(<TasksContent />));
  // The first rows come first (use-task-list.ts); these tests are of the whole list.
  await eventually(() => expect(items()[0]?.getAttribute('aria-setsize')).toBe(String(COUNT)), 10_000);
});

afterEach(async () => {
  cleanup();
  window.scrollY = 0;
  await closeUserData();
  await deleteUserDb(USER);
});

const actEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};
const items = () => Array.from(container.querySelectorAll<HTMLElement>('li.task'));
const itemTexts = () => textsOf(container.querySelectorAll('.task__text'));

async function scrollTo(y: number) {
  await act(async () => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('a list of 5,000 tasks', () => {
  it('draws only the first rows, each telling its place in the whole list', async () => {
    expect(items().length).toBeLessThan(30);
    expect(itemTexts()[0]).toBe('task 0000');
    expect(items()[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(items().every((item) => item.getAttribute('aria-setsize') === String(COUNT))).toBe(true);
    // The rows left out stand behind one spacer, hidden from screen readers.
    const spacer = container.querySelector<HTMLElement>('.tasks__list > li:last-child');
    expect(spacer?.getAttribute('aria-hidden')).toBe('true');
    expect(Number.parseFloat(spacer?.style.height ?? '')).toBeGreaterThan(100_000);
  });

  it('draws a list of up to 100 tasks whole', async () => {
    await fillIn(field(container, 'search tasks'), 'task 00');
    await eventually(() => expect(items()).toHaveLength(DRAWN_WHOLE));
    expect(container.querySelector('.tasks__spacer')).toBeNull();
    await fillIn(field(container, 'search tasks'), 'task 0');
    await eventually(() => expect(items().length).toBeLessThan(30));
    expect(items()[0]?.getAttribute('aria-setsize')).toBe('1000');
  });

  it('draws the last task when the page is scrolled to the end', async () => {
    await scrollTo(10_000_000);
    await eventually(() => expect(itemTexts()).toContain('find the lost passport'));
    expect(items().length).toBeLessThan(30);
    expect(items().at(-1)?.getAttribute('aria-posinset')).toBe(String(COUNT));
    expect(itemTexts()).not.toContain('task 0000');
  });

  it('keeps the row that holds focus drawn while it is scrolled away', async () => {
    const toggle = items()[1]?.querySelector('button');
    act(() => toggle?.focus());
    await scrollTo(300_000);
    await eventually(() => expect(itemTexts()).not.toContain('task 0000'));
    expect(itemTexts()).toContain('task 0001');
    expect(document.activeElement).toBe(toggle);

    act(() => field(container, 'search tasks').focus());
    await scrollTo(310_000);
    await eventually(() => expect(itemTexts()).not.toContain('task 0001'));
  });

  it('lets the search box show a key at once and filters the list right after', async () => {
    const search = field(container, 'search tasks') as HTMLInputElement;
    // Typed outside act(), as in a browser: React commits the keystroke at once, the filtering after it.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    actEnvironment(false);
    try {
      setValue?.call(search, 'passport');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    } finally {
      actEnvironment(true);
    }
    expect(search.value).toBe('passport');
    expect(itemTexts()[0]).toBe('task 0000');
    await eventually(() => expect(itemTexts()).toEqual(['find the lost passport']));
    expect(items()[0]?.getAttribute('aria-setsize')).toBe('1');

    await fillIn(search, '');
    expect(itemTexts()[0]).toBe('task 0000');
  });
});
