// @vitest-environment jsdom
// The sync runtime that main.tsx starts, on fake-indexeddb, when the page's first paint holds the sync
// engine (first-paint.ts holdSyncUntilFirstPaint: a start from the worker's cache). The user's data opens
// at once for the screen; the engine asks the server for nothing until the page has painted.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb, userDbName } from '../../data/db.ts';
import { closeUserData, currentUserData } from '../../data/user-data.ts';
import { holdSyncUntilFirstPaint, markFirstPaint } from '../../first-paint.ts';
import { expireSession, signIn, signOut } from '../../state/session.ts';
import { aSession, aUser } from '../../test-support/users.ts';
import { startSyncRuntime } from './sync-runtime.ts';

/** The databases whose engines were started, in order. */
const started: string[] = [];
vi.mock('../../data/sync-engine.ts', async (original) => {
  const engines = await original<typeof import('../../data/sync-engine.ts')>();
  return {
    ...engines,
    createSyncEngine: (options: Parameters<typeof engines.createSyncEngine>[0]) => {
      const engine = engines.createSyncEngine(options);
      return {
        ...engine,
        start: () => {
          started.push(options.db.name);
          engine.start();
        },
      };
    },
  };
});

const USER = aUser()._id;
const OTHER = aUser({ _id: '019a0000-0000-7000-8000-0000000000bb', email: 'bob@example.com' })._id;
/** The paths the engine asked for; no request is ever answered, as on a slow network. */
let asked: string[] = [];
let stopRuntime: (() => void) | undefined;

beforeEach(() => {
  asked = [];
  started.length = 0;
  vi.stubGlobal('fetch', (input: string | URL | Request, init: RequestInit = {}) => {
    asked.push(String(input));
    return new Promise((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  });
});

afterEach(async () => {
  markFirstPaint();
  stopRuntime?.();
  stopRuntime = undefined;
  signOut();
  await closeUserData();
  await deleteUserDb(USER);
  await deleteUserDb(OTHER);
  vi.unstubAllGlobals();
});

/** vi.waitFor's deadline: only a wait that fails reaches it (1 s by default, short on a loaded machine). */
const WAIT = { timeout: 10_000 };
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 100));

/** The page's first paint holds the engine (as main.tsx does); the user signs in and their data opens. */
async function startHeld(): Promise<void> {
  holdSyncUntilFirstPaint();
  signIn(aSession());
  stopRuntime = startSyncRuntime();
  await vi.waitFor(() => expect(currentUserData()?.userId).toBe(USER), WAIT);
}

const askedTheServer = () => asked.some((path) => path.startsWith('/api/sync/'));

describe('the sync engine on a start from the worker cache', () => {
  it('opens the data at once and starts syncing only once the page has painted', async () => {
    await startHeld();
    await aWhile();
    expect(asked).toEqual([]);

    markFirstPaint();
    await vi.waitFor(() => expect(askedTheServer()).toBe(true), WAIT);
  });

  it('starts no engine for a session that ended before the paint', async () => {
    await startHeld();
    signOut();
    await vi.waitFor(() => expect(currentUserData()).toBeNull(), WAIT);

    markFirstPaint();
    await aWhile();
    expect(started).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('starts no engine for a session that expired before the paint, whose data stays open', async () => {
    await startHeld();
    expireSession();
    await aWhile();

    markFirstPaint();
    await aWhile();
    expect(currentUserData()?.userId).toBe(USER);
    expect(started).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('starts only the engine of the account signed in at the paint, not the one it replaced', async () => {
    await startHeld();
    signIn(aSession({ _id: OTHER, email: 'bob@example.com' }, 'token-2'));
    await vi.waitFor(() => expect(currentUserData()?.userId).toBe(OTHER), WAIT);

    markFirstPaint();
    await vi.waitFor(() => expect(started).toEqual([userDbName(OTHER)]), WAIT);
    await aWhile();
    expect(started).toEqual([userDbName(OTHER)]);
  });

  it('syncs at once when nothing holds the engine (a sign-in on a painted page)', async () => {
    signIn(aSession());
    stopRuntime = startSyncRuntime();
    await vi.waitFor(() => expect(askedTheServer()).toBe(true), WAIT);
  });
});
