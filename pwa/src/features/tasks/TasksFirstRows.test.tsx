// @vitest-environment jsdom
/// <reference lib="dom" />
// The task list's first rows come before the whole list (use-task-list.ts). The whole read is held here
// (a DBCore middleware answers it only when released), so what the page shows meanwhile can be seen.
import 'fake-indexeddb/auto';
import type { DBCoreQueryRequest } from 'dexie';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb, type UserDb } from '../../data/db.ts';
import { wrapTable } from '../../data/test-support/wrap-table.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { cleanup, eventually, field, fillIn, render, textsOf } from '../../test-support/render.tsx';
import { FETCHING } from '../alerts/loading-texts.ts';
import { NO_TASKS, TasksContent } from './TasksContent.tsx';
import { syncedTask } from './task-fixtures.ts';
import { FIRST_ROWS } from './use-task-list.ts';

const USER = '019a0000-0000-7000-8000-0000000000f1';
const COUNT = FIRST_ROWS + 20;
let data: UserData;
let container: HTMLElement;
let reads: ReturnType<typeof holdWholeReads>;

/** Holds the answer to every read of all tasks (a query with no finite limit) until released. */
function holdWholeReads(db: UserDb) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { release, failLimited: false, asked: [] as ('first rows' | 'whole list')[] };
  wrapTable(db, 'tasks', (table) => ({
    async query(req: DBCoreQueryRequest) {
      if (req.limit !== undefined && Number.isFinite(req.limit)) {
        held.asked.push('first rows');
        if (held.failLimited) throw new Error('the first rows could not be read');
        return table.query(req);
      }
      held.asked.push('whole list');
      // Answered first, then held: an IndexedDB transaction ends when nothing is asked of it.
      const answer = await table.query(req);
      await released;
      return answer;
    },
  }));
  return held;
}

/** Runs `run` as the page commits, before the browser paints it: layout effects run in the tree's order. */
function OnCommit({ run }: { run: () => void }) {
  useLayoutEffect(() => {
    run();
  }, [run]);
  return null;
}

const made = (i: number) => `made ${String(i).padStart(3, '0')}`;

/**
 * Made one a second, their ids in another order (37 and COUNT share no factor, so each id is used once);
 * the second and third at the same moment, the third with the smaller id.
 */
const tasks = () =>
  Array.from({ length: COUNT }, (_, i) =>
    syncedTask((i * 37) % COUNT, { taskText: made(i), createdAt: syncedTask(i === 2 ? 1 : i).createdAt }),
  );

/** Oldest first, as the whole list sorts them (task-rules.ts inCreationOrder): a tie goes by id. */
const OLDEST = [made(0), made(2), made(1), ...Array.from({ length: COUNT - 3 }, (_, i) => made(i + 3))];

beforeEach(async () => {
  data = openUserData(USER);
  reads = holdWholeReads(data.db);
  await data.db.open();
  await data.db.tasks.bulkPut(tasks());
});

afterEach(async () => {
  reads.release();
  cleanup();
  await closeUserData();
  await deleteUserDb(USER);
});

const items = () => Array.from(container.querySelectorAll('li.task'));
const itemTexts = () => textsOf(container.querySelectorAll('.task__text'));
const setSize = () => items()[0]?.getAttribute('aria-setsize');

describe('the first rows of a long task list', () => {
  it('shows the oldest tasks while the whole list is read, then the whole list in the same order', async () => {
    ({ container } = await render(<TasksContent />));
    await eventually(() => expect(items()).toHaveLength(FIRST_ROWS));
    expect(itemTexts()).toEqual(OLDEST.slice(0, FIRST_ROWS));
    expect(setSize()).toBe(String(FIRST_ROWS));
    // The whole list is asked for only once the first rows are in.
    await eventually(() => expect(reads.asked).toEqual(['first rows', 'whole list']));

    reads.release();
    await eventually(() => expect(setSize()).toBe(String(COUNT)));
    expect(itemTexts()).toEqual(OLDEST);
  });

  it('asks for the first rows while the screen renders, not once it has painted', async () => {
    const orderBy = vi.spyOn(data.db.tasks, 'orderBy');
    let askedByCommit: number | undefined;
    ({ container } = await render(
      <>
        <OnCommit
          run={() => {
            askedByCommit = orderBy.mock.calls.length;
          }}
        />
        <TasksContent />
      </>,
    ));
    expect(askedByCommit).toBe(1);
    await eventually(() => expect(items()).toHaveLength(FIRST_ROWS));
    // One read of the first rows for the mount, however many times the screen renders.
    expect(orderBy).toHaveBeenCalledTimes(1);
  });

  it('waits for the whole list to answer a search typed before it is in', async () => {
    ({ container } = await render(<TasksContent />));
    await eventually(() => expect(items()).toHaveLength(FIRST_ROWS));
    const late = made(COUNT - 1);
    await fillIn(field(container, 'search tasks'), late);
    expect(container.textContent).toContain(FETCHING);
    expect(container.textContent).not.toContain(NO_TASKS);

    reads.release();
    await eventually(() => expect(itemTexts()).toEqual([late]));
  });

  it('shows the whole list when its first rows could not be read', async () => {
    reads.failLimited = true;
    ({ container } = await render(<TasksContent />));
    await eventually(() => expect(reads.asked).toEqual(['first rows', 'whole list']));
    expect(items()).toHaveLength(0);
    expect(container.textContent).toContain(FETCHING);

    reads.release();
    await eventually(() => expect(setSize()).toBe(String(COUNT)));
    expect(itemTexts()).toEqual(OLDEST);
  });
});
