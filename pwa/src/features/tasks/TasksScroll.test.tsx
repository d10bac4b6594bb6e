// @vitest-environment jsdom
/// <reference lib="dom" />
// The page must not jump when the list's rows are measured. jsdom lays nothing out, so here every element
// is 200 px tall (the rows' estimate is less) and the page is scrolled before the list opens.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb } from '../../data/db.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { cleanup, eventually, render } from '../../test-support/render.tsx';
import type { TaskActions } from './TaskItem.tsx';
import { TaskList } from './TaskList.tsx';
import { TasksContent } from './TasksContent.tsx';
import { syncedTasks } from './task-fixtures.ts';

const USER = '019a0000-0000-7000-8000-0000000000s1';
const SCROLLED = 3000;
let data: UserData;

beforeEach(async () => {
  data = openUserData(USER);
  await data.db.open();
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
  window.scrollY = SCROLLED;
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  window.scrollY = 0;
  await closeUserData();
  await deleteUserDb(USER);
});

/** Watches where the list asks the window to scroll to, in order. */
function watchScrolls(): () => (number | undefined)[] {
  const scrollTo = vi.spyOn(window, 'scrollTo');
  return () => scrollTo.mock.calls.map(([to]) => (to as ScrollToOptions).top);
}

describe('scrolling while rows are measured', () => {
  it('keeps the page where it is when a list drawn whole measures its rows above the viewport', async () => {
    await data.db.tasks.bulkPut(syncedTasks(50));
    const asked = watchScrolls();
    const { container } = await render(<TasksContent />);
    await eventually(() => expect(container.querySelectorAll('li.task')).toHaveLength(50));
    expect(asked().filter((top) => top !== SCROLLED)).toEqual([]);
  });

  it('keeps the page where it is when the whole list follows its first rows, measured as drawn', async () => {
    await data.db.tasks.bulkPut(syncedTasks(500));
    const asked = watchScrolls();
    const { container } = await render(<TasksContent />);
    await eventually(() =>
      expect(container.querySelector('li.task')?.getAttribute('aria-setsize')).toBe('500'),
    );
    expect(asked().filter((top) => top !== SCROLLED)).toEqual([]);
  });

  it('scrolls by the difference when a windowed list first draws rows above the viewport', async () => {
    // The list itself: on the page, its first rows come before the rest (use-task-list.ts) and are
    // measured whole, so rows the windowed list first draws above the viewport are further down.
    const actions: TaskActions = { toggle: async () => true, update: () => {}, remove: () => {} };
    const asked = watchScrolls();
    const { container } = await render(<TaskList tasks={syncedTasks(500)} actions={actions} />);
    await eventually(() => expect(container.querySelector('li.task')).not.toBeNull());
    // The rows drawn above the viewport stood in the spacer at their estimate; each is 200 px in fact.
    await eventually(() => expect(asked().some((top) => (top ?? 0) > SCROLLED)).toBe(true));
  });
});
