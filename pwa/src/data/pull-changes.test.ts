// The pull loop (sync-cycle.ts): the next pages are asked for while the pages before them are stored
// (pull-ahead.ts), yet pages are stored one after the other in order, each with its cursor, and a failure on
// either side ends the pull with what was stored so far.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PulledChange, PullResponse } from '../../../shared/sync/protocol.ts';
import { ApiError } from '../api/client.ts';
import { readMeta, type UserDb } from './db.ts';
import { PAGES_AHEAD } from './pull-ahead.ts';
import type { SyncApi } from './sync-api.ts';
import { pullChanges } from './sync-cycle.ts';
import { testDb } from './test-support/test-db.ts';

let db: UserDb;
afterEach(() => db?.close());

const task = (id: string, taskText: string): PulledChange => ({
  scope: 'user',
  entity: 'task',
  id,
  rev: 1,
  doc: { _id: id, taskText, important: false, completed: false, createdAt: '2026-04-01T00:00:00.000Z' },
});
const page = (cursor: string, ids: string[], hasMore: boolean): PullResponse => ({
  changes: ids.map((id) => task(id, `task ${id}`)),
  cursor,
  hasMore,
});

// A page's storing held back until the test lets it go (storing.held, taken by the next page stored).
const storing = vi.hoisted(() => ({ held: null as Promise<void> | null }));
vi.mock('./pull-store.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./pull-store.ts')>();
  return {
    ...real,
    applyPullPage: async (...args: Parameters<typeof real.applyPullPage>) => {
      const held = storing.held;
      storing.held = null;
      await held;
      return real.applyPullPage(...args);
    },
  };
});

/**
 * A database that logs each stored cursor, and an API answering pulls from `answers` (by the cursor asked
 * from, in turn) that logs each request: the log shows which came first.
 */
function device(answers: Record<string, (() => Promise<PullResponse>)[]>, failStore?: Error) {
  db = testDb();
  const log: string[] = [];
  db.use({
    stack: 'dbcore',
    name: 'log-cursors',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: (req) => {
            if (name === 'tasks' && failStore) return Promise.reject(failStore);
            if (name === 'meta' && req.type === 'put') log.push(`stored ${req.values[0]?.cursor}`);
            return table.mutate(req);
          },
        };
      },
    }),
  });
  const api: Pick<SyncApi, 'pull'> = {
    pull: (cursor) => {
      log.push(`pull ${cursor}`);
      const answer = answers[String(cursor)]?.shift();
      if (!answer) throw new Error(`no answer for a pull from ${cursor}`);
      return answer();
    },
  };
  return { api, log };
}

const storedTasks = async () => (await db.tasks.orderBy('_id').toArray()).map((t) => t._id);

describe('pulling page after page', () => {
  it('asks for the next pages while the one before them is stored, and stores them in order', async () => {
    let release = () => {};
    storing.held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Pages c1 … c{n}, one task each; the first is stored only when released.
    const n = PAGES_AHEAD + 2;
    const cursors = Array.from({ length: n }, (_, i) => `c${i + 1}`);
    const { api, log } = device(
      Object.fromEntries(
        cursors.map((cursor, i) => [
          i === 0 ? 'null' : `c${i}`,
          [async () => page(cursor, [`t${i + 1}`], i < n - 1)],
        ]),
      ),
    );
    const pulling = pullChanges(db, api);
    // The first page's storing is held: PAGES_AHEAD pages after it are asked for meanwhile, and no more,
    // as that many wait to be stored already.
    const asked = ['pull null', ...cursors.slice(0, PAGES_AHEAD).map((cursor) => `pull ${cursor}`)];
    await vi.waitFor(() => expect(log).toEqual(asked));
    await new Promise((r) => setTimeout(r, 20));
    expect(log).toEqual(asked);
    release();
    expect(await pulling).toEqual({ pulled: n, broughtForward: false });
    expect(log.filter((line) => line.startsWith('stored'))).toEqual(
      cursors.map((cursor) => `stored ${cursor}`),
    );
    // The last page is asked for once the first is stored and makes room.
    expect(log.indexOf(`pull c${PAGES_AHEAD + 1}`)).toBeGreaterThan(log.indexOf('stored c1'));
    expect(await storedTasks()).toEqual(cursors.map((_, i) => `t${i + 1}`));
    expect((await readMeta(db)).cursor).toBe(`c${n}`);
  });

  it('stores a page and its cursor before the failure of the page asked for after it ends the pull', async () => {
    const lost = new ApiError('Network error', 0);
    const { api, log } = device({
      null: [async () => page('c1', ['a', 'b'], true)],
      c1: [() => Promise.reject(lost)],
    });
    const failure = await pullChanges(db, api).catch((error: unknown) => {
      log.push('failed');
      return error;
    });
    expect(failure).toBe(lost);
    // The next page failed before this one was stored, yet the pull ended only once it was: the next
    // cycle resumes after it, and nothing of it is still being written when the engine reports the failure.
    expect(log).toEqual(['pull null', 'pull c1', 'stored c1', 'failed']);
    expect((await readMeta(db)).cursor).toBe('c1');
    expect(await storedTasks()).toEqual(['a', 'b']);
  });

  it('drops the page asked for early when storing the page before it fails', async () => {
    const full = new Error('QuotaExceededError');
    const { api } = device(
      {
        null: [async () => page('c1', ['a'], true)],
        // Fails too, after the store did: nobody awaits it, and its failure must not go unhandled.
        c1: [
          () => new Promise((_, reject) => setTimeout(() => reject(new ApiError('Network error', 0)), 20)),
        ],
      },
      full,
    );
    await expect(pullChanges(db, api)).rejects.toBe(full);
    await new Promise((r) => setTimeout(r, 50));
    expect((await readMeta(db)).cursor).toBeNull();
  });

  it('starts over from the beginning when the page asked for early answers reset', async () => {
    const { api, log } = device({
      null: [async () => page('c1', ['a', 'stale'], true), async () => page('d1', ['a', 'b'], false)],
      c1: [async () => ({ changes: [], cursor: '', hasMore: false, reset: true })],
    });
    expect(await pullChanges(db, api)).toEqual({ pulled: 4, broughtForward: false });
    expect(log).toEqual(['pull null', 'pull c1', 'stored c1', 'stored null', 'pull null', 'stored d1']);
    expect(await storedTasks()).toEqual(['a', 'b']);
  });
});
